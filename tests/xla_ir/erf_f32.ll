; XLA:CPU float32 erf for a scalar loop fusion, transcribed by hand from what the
; RewriteErf32Pattern of xla/codegen/emitters/transforms/expand_float_ops.cc (XLA 131bf41a)
; builds, after the MLIR math/arith -> LLVM conversion: math.absf -> llvm.fabs, the OGE
; compare, math.copysign -> llvm.copysign, arith.maximumf/minimumf (NaN-propagating
; llvm.maximum/minimum, which LLVM 14's x86 backend cannot select: written here as the
; equal fcmp uge/ule + select, exact for a non-NaN, nonzero constant bound),
; math.fma -> llvm.fma (always one rounding), arith.mulf/divf -> fmul/fdiv, select.
; poly(x, c) = c[0], then fma(r, x, c[i]). Constants: XLA's float32 literals (double hex).
; Not XLA's code: a transcription for the test driver tests/xla_ref.c.

declare float @llvm.fabs.f32(float)
declare float @llvm.copysign.f32(float, float)
declare float @llvm.fma.f32(float, float, float)

define float @xla_erf_f32(float %x0) {
entry:
  %ax = call float @llvm.fabs.f32(float %x0)
  %sat = fcmp oge float %ax, 0x400DF38D00000000
  %one = call float @llvm.copysign.f32(float 1.0, float %x0)
  %ca = fcmp uge float %x0, 0xC00DF38D00000000
  %xa = select i1 %ca, float %x0, float 0xC00DF38D00000000
  %cb = fcmp ule float %xa, 0x400DF38D00000000
  %x = select i1 %cb, float %xa, float 0x400DF38D00000000
  %x2 = fmul float %x, %x
  %p1 = call float @llvm.fma.f32(float 0x3F2E05AA20000000, float %x2, float 0x3F6BEBB440000000)
  %p2 = call float @llvm.fma.f32(float %p1, float %x2, float 0x3FAA16DD60000000)
  %p3 = call float @llvm.fma.f32(float %p2, float %x2, float 0x3FC7B4E800000000)
  %p4 = call float @llvm.fma.f32(float %p3, float %x2, float 0x3FF20DD740000000)
  %xp = fmul float %x, %p4
  %q1 = call float @llvm.fma.f32(float 0xBE7FA720C0000000, float %x2, float 0x3EF8B11BE0000000)
  %q2 = call float @llvm.fma.f32(float %q1, float %x2, float 0x3F50ADA500000000)
  %q3 = call float @llvm.fma.f32(float %q2, float %x2, float 0x3F8CD0FA80000000)
  %q4 = call float @llvm.fma.f32(float %q3, float %x2, float 0x3FBC698420000000)
  %q5 = call float @llvm.fma.f32(float %q4, float %x2, float 0x3FDFD68940000000)
  %q6 = call float @llvm.fma.f32(float %q5, float %x2, float 0x3FF0000000000000)
  %rat = fdiv float %xp, %q6
  %res = select i1 %sat, float %one, float %rat
  ret float %res
}
