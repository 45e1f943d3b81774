; Mechanically derived from log_f32.ll for vector_width = 8 (the __xla_cpu_LogV8F32 that
; LLVM's loop vectorizer calls and XLA rewrites with the same generator): <1 x ...> -> <8 x ...>,
; splat constants, no insert/extract wrapper. Not XLA's code: a test transcription.


define <8 x float> @xla_log_f32_v8(<8 x float> %argv) {
body:
  %input = freeze <8 x float> %argv ; the scalar version's insertelement
  ; invalid_mask = FCmpULEMask(input, 0); is_zero_mask; is_pos_inf_mask
  %c.inv = fcmp ule <8 x float> %input, zeroinitializer
  %s.inv = sext <8 x i1> %c.inv to <8 x i32>
  %invalid = bitcast <8 x i32> %s.inv to <8 x float>
  %c.zero = fcmp oeq <8 x float> %input, zeroinitializer
  %s.zero = sext <8 x i1> %c.zero to <8 x i32>
  %is_zero = bitcast <8 x i32> %s.zero to <8 x float>
  %c.pinf = fcmp oeq <8 x float> %input, <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000>
  %s.pinf = sext <8 x i1> %c.pinf to <8 x i32>
  %is_pinf = bitcast <8 x i32> %s.pinf to <8 x float>
  ; tmp0 = Max(min_norm_pos, input, fast): select(fcmp uge(lhs, rhs), lhs, rhs)
  %c.max = fcmp uge <8 x float> <float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000>, %input
  %tmp0.a = select <8 x i1> %c.max, <8 x float> <float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000, float 0x3810000000000000>, <8 x float> %input
  ; emm0 = lshr(bitcast tmp0, 23)
  %tmp0.i = bitcast <8 x float> %tmp0.a to <8 x i32>
  %emm0.a = lshr <8 x i32> %tmp0.i, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  ; tmp0 = FloatAnd(tmp0, inv_mant_mask); tmp0 = FloatOr(tmp0, half)
  %and.l = bitcast <8 x float> %tmp0.a to <8 x i32>
  %and.r = bitcast <8 x float> <float 0xB80FFFFFC0000000, float 0xB80FFFFFC0000000, float 0xB80FFFFFC0000000, float 0xB80FFFFFC0000000, float 0xB80FFFFFC0000000, float 0xB80FFFFFC0000000, float 0xB80FFFFFC0000000, float 0xB80FFFFFC0000000> to <8 x i32>
  %and.v = and <8 x i32> %and.l, %and.r
  %tmp0.b = bitcast <8 x i32> %and.v to <8 x float>
  %or.l = bitcast <8 x float> %tmp0.b to <8 x i32>
  %or.r = bitcast <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000> to <8 x i32>
  %or.v = or <8 x i32> %or.l, %or.r
  %tmp0.c = bitcast <8 x i32> %or.v to <8 x float>
  ; emm0 -= 0x7f; e = 1 + sitofp(emm0)
  %emm0.b = sub <8 x i32> %emm0.a, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %emm0.f = sitofp <8 x i32> %emm0.b to <8 x float>
  %e.a = fadd <8 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>, %emm0.f
  ; mask = FCmpOLTMask(tmp0, SQRTHF); tmp1 = tmp0 & mask
  %c.m = fcmp olt <8 x float> %tmp0.c, <float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000, float 0x3FE6A09E60000000>
  %s.m = sext <8 x i1> %c.m to <8 x i32>
  %mask = bitcast <8 x i32> %s.m to <8 x float>
  %t1.l = bitcast <8 x float> %tmp0.c to <8 x i32>
  %t1.r = bitcast <8 x float> %mask to <8 x i32>
  %t1.v = and <8 x i32> %t1.l, %t1.r
  %tmp1 = bitcast <8 x i32> %t1.v to <8 x float>
  ; tmp0 = tmp0 - 1; e = e - (mask & 1); tmp0 = tmp0 + tmp1
  %tmp0.d = fsub <8 x float> %tmp0.c, <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>
  %m1.l = bitcast <8 x float> %mask to <8 x i32>
  %m1.r = bitcast <8 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0> to <8 x i32>
  %m1.v = and <8 x i32> %m1.l, %m1.r
  %m1 = bitcast <8 x i32> %m1.v to <8 x float>
  %e.b = fsub <8 x float> %e.a, %m1
  %tmp0.e = fadd <8 x float> %tmp0.d, %tmp1
  ; x2 = tmp0 * tmp0; x3 = x2 * tmp0
  %x2 = fmul <8 x float> %tmp0.e, %tmp0.e
  %x3 = fmul <8 x float> %x2, %tmp0.e
  ; MulAdd(a, b, c) = Add(c, Mul(a, b))
  %y.m0 = fmul <8 x float> %tmp0.e, <float 0x3FB2043760000000, float 0x3FB2043760000000, float 0x3FB2043760000000, float 0x3FB2043760000000, float 0x3FB2043760000000, float 0x3FB2043760000000, float 0x3FB2043760000000, float 0x3FB2043760000000>
  %y.a = fadd <8 x float> <float 0xBFBD7A3700000000, float 0xBFBD7A3700000000, float 0xBFBD7A3700000000, float 0xBFBD7A3700000000, float 0xBFBD7A3700000000, float 0xBFBD7A3700000000, float 0xBFBD7A3700000000, float 0xBFBD7A3700000000>, %y.m0
  %y1.m0 = fmul <8 x float> %tmp0.e, <float 0xBFBFCBA9E0000000, float 0xBFBFCBA9E0000000, float 0xBFBFCBA9E0000000, float 0xBFBFCBA9E0000000, float 0xBFBFCBA9E0000000, float 0xBFBFCBA9E0000000, float 0xBFBFCBA9E0000000, float 0xBFBFCBA9E0000000>
  %y1.a = fadd <8 x float> <float 0x3FC23D37E0000000, float 0x3FC23D37E0000000, float 0x3FC23D37E0000000, float 0x3FC23D37E0000000, float 0x3FC23D37E0000000, float 0x3FC23D37E0000000, float 0x3FC23D37E0000000, float 0x3FC23D37E0000000>, %y1.m0
  %y2.m0 = fmul <8 x float> %tmp0.e, <float 0x3FC999D580000000, float 0x3FC999D580000000, float 0x3FC999D580000000, float 0x3FC999D580000000, float 0x3FC999D580000000, float 0x3FC999D580000000, float 0x3FC999D580000000, float 0x3FC999D580000000>
  %y2.a = fadd <8 x float> <float 0xBFCFFFFF80000000, float 0xBFCFFFFF80000000, float 0xBFCFFFFF80000000, float 0xBFCFFFFF80000000, float 0xBFCFFFFF80000000, float 0xBFCFFFFF80000000, float 0xBFCFFFFF80000000, float 0xBFCFFFFF80000000>, %y2.m0
  %y.m1 = fmul <8 x float> %y.a, %tmp0.e
  %y.b = fadd <8 x float> <float 0x3FBDE4A340000000, float 0x3FBDE4A340000000, float 0x3FBDE4A340000000, float 0x3FBDE4A340000000, float 0x3FBDE4A340000000, float 0x3FBDE4A340000000, float 0x3FBDE4A340000000, float 0x3FBDE4A340000000>, %y.m1
  %y1.m1 = fmul <8 x float> %y1.a, %tmp0.e
  %y1.b = fadd <8 x float> <float 0xBFC555CA00000000, float 0xBFC555CA00000000, float 0xBFC555CA00000000, float 0xBFC555CA00000000, float 0xBFC555CA00000000, float 0xBFC555CA00000000, float 0xBFC555CA00000000, float 0xBFC555CA00000000>, %y1.m1
  %y2.m1 = fmul <8 x float> %y2.a, %tmp0.e
  %y2.b = fadd <8 x float> <float 0x3FD5555540000000, float 0x3FD5555540000000, float 0x3FD5555540000000, float 0x3FD5555540000000, float 0x3FD5555540000000, float 0x3FD5555540000000, float 0x3FD5555540000000, float 0x3FD5555540000000>, %y2.m1
  %y.m2 = fmul <8 x float> %y.b, %x3
  %y.c = fadd <8 x float> %y1.b, %y.m2
  %y.m3 = fmul <8 x float> %y.c, %x3
  %y.d = fadd <8 x float> %y2.b, %y.m3
  %y.e = fmul <8 x float> %y.d, %x3
  ; y1 = q1 * e; tmp2 = half * x2; y = y + y1; tmp0 = tmp0 - tmp2
  %y1.c = fmul <8 x float> <float 0xBF2BD01060000000, float 0xBF2BD01060000000, float 0xBF2BD01060000000, float 0xBF2BD01060000000, float 0xBF2BD01060000000, float 0xBF2BD01060000000, float 0xBF2BD01060000000, float 0xBF2BD01060000000>, %e.b
  %tmp2 = fmul <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>, %x2
  %y.f = fadd <8 x float> %y.e, %y1.c
  %tmp0.f = fsub <8 x float> %tmp0.e, %tmp2
  ; y2 = q2 * e; tmp0 = tmp0 + y; tmp0 = tmp0 + y2
  %y2.c = fmul <8 x float> <float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000, float 0x3FE6300000000000>, %e.b
  %tmp0.g = fadd <8 x float> %tmp0.f, %y.f
  %tmp0.h = fadd <8 x float> %tmp0.g, %y2.c
  ; result_inf = (is_zero & -inf) | (is_pos_inf & inf)
  %ri.a.l = bitcast <8 x float> %is_zero to <8 x i32>
  %ri.a.r = bitcast <8 x float> <float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000, float 0xFFF0000000000000> to <8 x i32>
  %ri.a.v = and <8 x i32> %ri.a.l, %ri.a.r
  %ri.a = bitcast <8 x i32> %ri.a.v to <8 x float>
  %ri.b.l = bitcast <8 x float> %is_pinf to <8 x i32>
  %ri.b.r = bitcast <8 x float> <float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000, float 0x7FF0000000000000> to <8 x i32>
  %ri.b.v = and <8 x i32> %ri.b.l, %ri.b.r
  %ri.b = bitcast <8 x i32> %ri.b.v to <8 x float>
  %ri.l = bitcast <8 x float> %ri.a to <8 x i32>
  %ri.r = bitcast <8 x float> %ri.b to <8 x i32>
  %ri.v = or <8 x i32> %ri.l, %ri.r
  %result_inf = bitcast <8 x i32> %ri.v to <8 x float>
  ; result_finite_or_nan = tmp0 | invalid_mask
  %rf.l = bitcast <8 x float> %tmp0.h to <8 x i32>
  %rf.r = bitcast <8 x float> %invalid to <8 x i32>
  %rf.v = or <8 x i32> %rf.l, %rf.r
  %result_fn = bitcast <8 x i32> %rf.v to <8 x float>
  ; FloatOr(result_inf, FloatAndNot(is_zero | is_pos_inf, result_finite_or_nan))
  %zi.l = bitcast <8 x float> %is_zero to <8 x i32>
  %zi.r = bitcast <8 x float> %is_pinf to <8 x i32>
  %zi.v = or <8 x i32> %zi.l, %zi.r
  %zi = bitcast <8 x i32> %zi.v to <8 x float>
  %nz.i = bitcast <8 x float> %zi to <8 x i32>
  %nz.v = xor <8 x i32> %nz.i, <i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1, i32 -1>
  %nz = bitcast <8 x i32> %nz.v to <8 x float>
  %an.l = bitcast <8 x float> %nz to <8 x i32>
  %an.r = bitcast <8 x float> %result_fn to <8 x i32>
  %an.v = and <8 x i32> %an.l, %an.r
  %an = bitcast <8 x i32> %an.v to <8 x float>
  %res.l = bitcast <8 x float> %result_inf to <8 x i32>
  %res.r = bitcast <8 x float> %an to <8 x i32>
  %res.v = or <8 x i32> %res.l, %res.r
  %res = bitcast <8 x i32> %res.v to <8 x float>
  ret <8 x float> %res
}
