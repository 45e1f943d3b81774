; float32 erf_inv as XLA:CPU runs a JAX call: JAX lowers lax.erf_inv to chlo.erf_inv,
; which StableHLO (c2ceaecc, ChloLegalizeToStablehlo.cpp: erfInv32) expands into plain ops;
; XLA's loop emitter turns them into this LLVM IR one op per instruction (compare LT -> olt,
; EQ -> oeq, neg -> fneg, sqrt -> llvm.sqrt, log1p -> XLA's xla.log1p.f32, here a call to
; the transcription in log1p_f32.ll: its operand x * -x has several uses there, so LLVM
; cannot contract it across that boundary). Coefficients: select(w < 5, a_i, b_i) of
; M. Giles' float32 constants (double hex); p = c_0, then p = c_i + p * w.
; Not XLA's or StableHLO's code: a transcription for the test driver tests/xla_ref.c.

declare float @xla_log1p_f32(float)
declare float @llvm.sqrt.f32(float)
declare float @llvm.fabs.f32(float)

define float @xla_erf_inv_f32(float %x) {
entry:
  %nx = fneg float %x
  %m = fmul float %x, %nx
  %l = call float @xla_log1p_f32(float %m)
  %w0 = fneg float %l
  %lt = fcmp olt float %w0, 5.0
  %c0 = select i1 %lt, float 0x3E5E2CB100000000, float 0xBF2A3E1360000000
  %c1 = select i1 %lt, float 0x3E970966C0000000, float 0x3F1A76AD60000000
  %c2 = select i1 %lt, float 0xBECD8E6AE0000000, float 0x3F561B8E40000000
  %c3 = select i1 %lt, float 0xBED26B5820000000, float 0xBF6E17BCE0000000
  %c4 = select i1 %lt, float 0x3F2CA65B60000000, float 0x3F77824F60000000
  %c5 = select i1 %lt, float 0xBF548A8100000000, float 0xBF7F38BAE0000000
  %c6 = select i1 %lt, float 0xBF711C9DE0000000, float 0x3F8354AFC0000000
  %c7 = select i1 %lt, float 0x3FCF91EC60000000, float 0x3FF006DB60000000
  %c8 = select i1 %lt, float 0x3FF805C5E0000000, float 0x4006A9EFC0000000
  %wa = fsub float %w0, 2.5
  %s = call float @llvm.sqrt.f32(float %w0)
  %wb = fsub float %s, 3.0
  %w = select i1 %lt, float %wa, float %wb
  %pm1 = fmul float %c0, %w
  %p1 = fadd float %c1, %pm1
  %pm2 = fmul float %p1, %w
  %p2 = fadd float %c2, %pm2
  %pm3 = fmul float %p2, %w
  %p3 = fadd float %c3, %pm3
  %pm4 = fmul float %p3, %w
  %p4 = fadd float %c4, %pm4
  %pm5 = fmul float %p4, %w
  %p5 = fadd float %c5, %pm5
  %pm6 = fmul float %p5, %w
  %p6 = fadd float %c6, %pm6
  %pm7 = fmul float %p6, %w
  %p7 = fadd float %c7, %pm7
  %pm8 = fmul float %p7, %w
  %p8 = fadd float %c8, %pm8
  %r = fmul float %p8, %x
  %ax = call float @llvm.fabs.f32(float %x)
  %one = fcmp oeq float %ax, 1.0
  %xi = fmul float %x, 0x7FF0000000000000
  %res = select i1 %one, float %xi, float %r
  ret float %res
}
