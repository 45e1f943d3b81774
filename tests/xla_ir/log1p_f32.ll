; XLA:CPU float32 log1p, transcribed by hand from what Log1p::CreateDefinition
; (xla/codegen/intrinsic/log1p.cc, XLA 131bf41a) builds for f32: log(x + 1) through
; llvm.log.f32, which XLA's polynomial rewrite replaces by GenerateVF32Log (here a call to the
; transcription in log_f32.ll: no floating-point contraction can cross that boundary), and the
; Cephes rational for |x| < sqrt(2) - 1, each polynomial evaluated from poly = 0 as
; poly = poly * x + c. Constants: XLA's double literals rounded to float32 (double hex).
; Not XLA's code: a transcription for the test driver tests/xla_ref.c.

declare float @xla_log_f32(float)
declare float @llvm.fabs.f32(float)

define float @xla_log1p_f32(float %x) {
entry:
  %xp1 = fadd float %x, 1.0
  %large = call float @xla_log_f32(float %xp1)
  %x2 = fmul float %x, %x
  %dm0 = fmul float 0.0, %x
  %d0 = fadd float %dm0, 0x3FF0000000000000
  %dm1 = fmul float %d0, %x
  %d1 = fadd float %dm1, 0x402E2035A0000000
  %dm2 = fmul float %d1, %x
  %d2 = fadd float %dm2, 0x4054C30B60000000
  %dm3 = fmul float %d2, %x
  %d3 = fadd float %dm3, 0x406BB865A0000000
  %dm4 = fmul float %d3, %x
  %d4 = fadd float %dm4, 0x4073519460000000
  %dm5 = fmul float %d4, %x
  %d5 = fadd float %dm5, 0x406B0DB140000000
  %dm6 = fmul float %d5, %x
  %d6 = fadd float %dm6, 0x404E0F3040000000
  %nm0 = fmul float 0.0, %x
  %n0 = fadd float %nm0, 0x3F07BC0960000000
  %nm1 = fmul float %n0, %x
  %n1 = fadd float %nm1, 0x3FDFE818A0000000
  %nm2 = fmul float %n1, %x
  %n2 = fadd float %nm2, 0x401A509F40000000
  %nm3 = fmul float %n2, %x
  %n3 = fadd float %nm3, 0x403DE97380000000
  %nm4 = fmul float %n3, %x
  %n4 = fadd float %nm4, 0x404E798EC0000000
  %nm5 = fmul float %n4, %x
  %n5 = fadd float %nm5, 0x404C8E75A0000000
  %nm6 = fmul float %n5, %x
  %n6 = fadd float %nm6, 0x40340A2020000000
  %s0 = fdiv float %n6, %d6
  %xx2 = fmul float %x, %x2
  %s1 = fmul float %xx2, %s0
  %h = fmul float -0.5, %x2
  %s2 = fadd float %h, %s1
  %small = fadd float %x, %s2
  %ax = call float @llvm.fabs.f32(float %x)
  %is_small = fcmp olt float %ax, 0x3FDA8279A0000000
  %res = select i1 %is_small, float %small, float %large
  ret float %res
}
