; XLA:CPU float64 exp, transcribed by hand from what Exp::CreateDefinition
; (xla/codegen/intrinsic/exp.cc, XLA 131bf41a) builds for a scalar f64, with the ldexp it
; calls (xla/codegen/intrinsic/ldexp.cc, always inlined). One instruction per IRBuilder
; call there, in the same order, no fast-math flags. llvm.minimum/maximum (NaN-propagating),
; which LLVM 14's x86 backend cannot select, are written as the equal fcmp + select for the
; non-NaN, nonzero constant bounds. Constants: XLA's double literals.
; Not XLA's code: a transcription for the test driver tests/xla_ref.c.

declare double @llvm.floor.f64(double)

define internal double @xla_ldexp_f64_i32(double %a, i32 %exponent) alwaysinline {
entry:
  %neg_max = sub i64 0, 2099
  %e0 = sext i32 %exponent to i64
  %c0 = icmp sgt i64 %e0, %neg_max
  %e1 = select i1 %c0, i64 %e0, i64 %neg_max
  %c1 = icmp slt i64 %e1, 2099
  %e = select i1 %c1, i64 %e1, i64 2099
  %b = ashr i64 %e, 2
  %bb = add i64 %b, 1023
  %cbits = shl i64 %bb, 52
  %c = bitcast i64 %cbits to double
  %o1 = fmul double %a, %c
  %o2 = fmul double %o1, %c
  %o3 = fmul double %o2, %c
  %b3 = mul i64 3, %b
  %r = sub i64 %e, %b3
  %rb = add i64 %r, 1023
  %c2bits = shl i64 %rb, 52
  %c2 = bitcast i64 %c2bits to double
  %o4 = fmul double %o3, %c2
  ret double %o4
}

define double @xla_exp_f64(double %input_x) {
entry:
  %is_below = fcmp olt double %input_x, -708.3964185322641
  ; minimum(x, hi), maximum(., lo)
  %cmin = fcmp ule double %input_x, 709.782712893384
  %x1 = select i1 %cmin, double %input_x, double 709.782712893384
  %cmax = fcmp uge double %x1, -708.3964185322641
  %xc = select i1 %cmax, double %x1, double -708.3964185322641
  %n0 = fmul double %xc, 1.4426950408889634073599
  %n1 = fadd double %n0, 0.5
  %n = call double @llvm.floor.f64(double %n1)
  %nc1 = fmul double %n, 0.693145751953125
  %nc2 = fmul double %n, 1.42860682030941723212e-6
  %g0 = fsub double %xc, %nc1
  %g = fsub double %g0, %nc2
  %g2 = fmul double %g, %g
  %p0 = fmul double 1.26177193074810590878e-4, %g2
  %p1 = fadd double %p0, 3.02994407707441961300e-2
  %p2 = fmul double %p1, %g2
  %p3 = fadd double %p2, 9.99999999999999999910e-1
  %p = fmul double %p3, %g
  %q0 = fmul double 3.00198505138664455042e-6, %g2
  %q1 = fadd double %q0, 2.52448340349684104192e-3
  %q2 = fmul double %q1, %g2
  %q3 = fadd double %q2, 2.27265548208155028766e-1
  %q4 = fmul double %q3, %g2
  %q = fadd double %q4, 2.00000000000000000009e0
  %qmp = fsub double %q, %p
  %t = fdiv double %p, %qmp
  %t2 = fmul double %t, 2.0
  %eg = fadd double %t2, 1.0
  %ni0 = fptosi double %n to i32
  %ni = freeze i32 %ni0
  %v = call double @xla_ldexp_f64_i32(double %eg, i32 %ni)
  %is_above = fcmp ogt double %input_x, 709.782712893384
  %r1 = select i1 %is_below, double 0.0, double %v
  %r2 = select i1 %is_above, double 0x7FF0000000000000, double %r1
  ret double %r2
}
