; XLA:CPU float32 exp: the structure GenerateVF32Exp
; (xla/backends/cpu/codegen/polynomial_approximations.cc, XLA 131bf41a) builds for
; vector_width = 1 (the input wrapped in <1 x float>, one instruction per IRBuilder call
; there, in the same order, no fast-math flags; VectorIrBuilder::MulAdd(a, b, c) is
; Add(c, Mul(a, b)), Clamp(a, lo, hi) is two fcmp uge/ule + select, Floor is llvm.floor),
; with what JAX 0.11.2's XLA:CPU kernels compute instead, read off their machine code
; (a multiply_exponential_fusion of jax.random.pareto, dumped with --xla_dump_to on an
; Intel Xeon, the same with --xla_cpu_max_isa=AVX2): ln 2 split as 0.693145751953125 +
; 1.428606765330187e-6, n clamped to [-127, 128], and 2^n applied as min(2^n, 2^127) times
; z with the rest of the exponent added to z's bits. Constants are the float32 values in
; LLVM's double hex form. Not XLA's code: a transcription for the test driver tests/xla_ref.c.

declare <1 x float> @llvm.floor.v1f32(<1 x float>)
declare <1 x i32> @llvm.umin.v1i32(<1 x i32>, <1 x i32>)

define float @xla_exp_f32(float %arg) {
body:
  %in0 = insertelement <1 x float> undef, float %arg, i64 0
  ; input = Clamp(input, -87.8, 88.8)
  %cl.a = fcmp uge <1 x float> %in0, <float 0xC055F33340000000>
  %in1 = select <1 x i1> %cl.a, <1 x float> %in0, <1 x float> <float 0xC055F33340000000>
  %cl.b = fcmp ule <1 x float> %in1, <float 0x4056333340000000>
  %input = select <1 x i1> %cl.b, <1 x float> %in1, <1 x float> <float 0x4056333340000000>
  ; n = Floor(MulAdd(input, LOG2EF, 0.5))
  %n.m = fmul <1 x float> %input, <float 0x3FF7154760000000>
  %n.a = fadd <1 x float> <float 0x3FE0000000000000>, %n.m
  %n.b = call <1 x float> @llvm.floor.v1f32(<1 x float> %n.a)
  ; n = Clamp(n, -127, 128)
  %cn.a = fcmp uge <1 x float> %n.b, <float -1.270000e+02>
  %n.c = select <1 x i1> %cn.a, <1 x float> %n.b, <1 x float> <float -1.270000e+02>
  %cn.b = fcmp ule <1 x float> %n.c, <float 1.280000e+02>
  %n = select <1 x i1> %cn.b, <1 x float> %n.c, <1 x float> <float 1.280000e+02>
  ; x = x - C1 * n; x = x - C2 * n
  %x.m1 = fmul <1 x float> <float 0x3FE62E4000000000>, %n
  %x.a = fsub <1 x float> %input, %x.m1
  %x.m2 = fmul <1 x float> <float 0x3EB7F7D1C0000000>, %n
  %x = fsub <1 x float> %x.a, %x.m2
  ; z = MulAdd(x, p0, p1); z = MulAdd(z, x, p2..p5)
  %z.m0 = fmul <1 x float> %x, <float 0x3F2A0D2CE0000000>
  %z.0 = fadd <1 x float> <float 0x3F56E879C0000000>, %z.m0
  %z.m1 = fmul <1 x float> %z.0, %x
  %z.1 = fadd <1 x float> <float 0x3F81112100000000>, %z.m1
  %z.m2 = fmul <1 x float> %z.1, %x
  %z.2 = fadd <1 x float> <float 0x3FA5553820000000>, %z.m2
  %z.m3 = fmul <1 x float> %z.2, %x
  %z.3 = fadd <1 x float> <float 0x3FC5555540000000>, %z.m3
  %z.m4 = fmul <1 x float> %z.3, %x
  %z.4 = fadd <1 x float> <float 0x3FE0000000000000>, %z.m4
  ; z = MulAdd(z, x * x, x); z = 1 + z
  %xx = fmul <1 x float> %x, %x
  %z.m5 = fmul <1 x float> %z.4, %xx
  %z.5 = fadd <1 x float> %x, %z.m5
  %z = fadd <1 x float> <float 1.0>, %z.5
  ; 2^n in two factors as XLA's kernel scales: m = min(bits of 2^n, bits of 2^127) (unsigned),
  ; the rest of the exponent added to z's bits (n = 128: z doubled), then z * m
  %n.i = fptosi <1 x float> %n to <1 x i32>
  %p.a = add <1 x i32> %n.i, <i32 127>
  %p.b = shl <1 x i32> %p.a, <i32 23>
  %p.m = call <1 x i32> @llvm.umin.v1i32(<1 x i32> %p.b, <1 x i32> <i32 2130706432>)
  %p.r = sub <1 x i32> %p.b, %p.m
  %z.i = bitcast <1 x float> %z to <1 x i32>
  %z.s = add <1 x i32> %z.i, %p.r
  %z.f = bitcast <1 x i32> %z.s to <1 x float>
  %pow2 = bitcast <1 x i32> %p.m to <1 x float>
  %res = fmul <1 x float> %z.f, %pow2
  %out = extractelement <1 x float> %res, i64 0
  ret float %out
}
