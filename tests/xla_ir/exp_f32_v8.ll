; Mechanically derived from exp_f32.ll for vector_width = 8 (the __xla_cpu_ExpV8F32 that
; LLVM's loop vectorizer calls and XLA rewrites with the same generator): <1 x ...> -> <8 x ...>,
; splat constants, no insert/extract wrapper. Not XLA's code: a test transcription.


declare <8 x float> @llvm.floor.v8f32(<8 x float>)
declare <8 x i32> @llvm.umin.v8i32(<8 x i32>, <8 x i32>)

define <8 x float> @xla_exp_f32_v8(<8 x float> %argv) {
body:
  %in0 = freeze <8 x float> %argv ; the scalar version's insertelement
  ; input = Clamp(input, -87.8, 88.8)
  %cl.a = fcmp uge <8 x float> %in0, <float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000>
  %in1 = select <8 x i1> %cl.a, <8 x float> %in0, <8 x float> <float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000, float 0xC055F33340000000>
  %cl.b = fcmp ule <8 x float> %in1, <float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000>
  %input = select <8 x i1> %cl.b, <8 x float> %in1, <8 x float> <float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000, float 0x4056333340000000>
  ; n = Floor(MulAdd(input, LOG2EF, 0.5))
  %n.m = fmul <8 x float> %input, <float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000, float 0x3FF7154760000000>
  %n.a = fadd <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>, %n.m
  %n.b = call <8 x float> @llvm.floor.v8f32(<8 x float> %n.a)
  ; n = Clamp(n, -127, 128)
  %cn.a = fcmp uge <8 x float> %n.b, <float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02>
  %n.c = select <8 x i1> %cn.a, <8 x float> %n.b, <8 x float> <float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02, float -1.270000e+02>
  %cn.b = fcmp ule <8 x float> %n.c, <float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02>
  %n = select <8 x i1> %cn.b, <8 x float> %n.c, <8 x float> <float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02, float 1.280000e+02>
  ; x = x - C1 * n; x = x - C2 * n
  %x.m1 = fmul <8 x float> <float 0x3FE62E4000000000, float 0x3FE62E4000000000, float 0x3FE62E4000000000, float 0x3FE62E4000000000, float 0x3FE62E4000000000, float 0x3FE62E4000000000, float 0x3FE62E4000000000, float 0x3FE62E4000000000>, %n
  %x.a = fsub <8 x float> %input, %x.m1
  %x.m2 = fmul <8 x float> <float 0x3EB7F7D1C0000000, float 0x3EB7F7D1C0000000, float 0x3EB7F7D1C0000000, float 0x3EB7F7D1C0000000, float 0x3EB7F7D1C0000000, float 0x3EB7F7D1C0000000, float 0x3EB7F7D1C0000000, float 0x3EB7F7D1C0000000>, %n
  %x = fsub <8 x float> %x.a, %x.m2
  ; z = MulAdd(x, p0, p1); z = MulAdd(z, x, p2..p5)
  %z.m0 = fmul <8 x float> %x, <float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000, float 0x3F2A0D2CE0000000>
  %z.0 = fadd <8 x float> <float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000, float 0x3F56E879C0000000>, %z.m0
  %z.m1 = fmul <8 x float> %z.0, %x
  %z.1 = fadd <8 x float> <float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000, float 0x3F81112100000000>, %z.m1
  %z.m2 = fmul <8 x float> %z.1, %x
  %z.2 = fadd <8 x float> <float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000, float 0x3FA5553820000000>, %z.m2
  %z.m3 = fmul <8 x float> %z.2, %x
  %z.3 = fadd <8 x float> <float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000, float 0x3FC5555540000000>, %z.m3
  %z.m4 = fmul <8 x float> %z.3, %x
  %z.4 = fadd <8 x float> <float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000, float 0x3FE0000000000000>, %z.m4
  ; z = MulAdd(z, x * x, x); z = 1 + z
  %xx = fmul <8 x float> %x, %x
  %z.m5 = fmul <8 x float> %z.4, %xx
  %z.5 = fadd <8 x float> %x, %z.m5
  %z = fadd <8 x float> <float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0, float 1.0>, %z.5
  ; 2^n in two factors as XLA's kernel scales: m = min(bits of 2^n, bits of 2^127) (unsigned),
  ; the rest of the exponent added to z's bits (n = 128: z doubled), then z * m
  %n.i = fptosi <8 x float> %n to <8 x i32>
  %p.a = add <8 x i32> %n.i, <i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127, i32 127>
  %p.b = shl <8 x i32> %p.a, <i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23, i32 23>
  %p.m = call <8 x i32> @llvm.umin.v8i32(<8 x i32> %p.b, <8 x i32> <i32 2130706432, i32 2130706432, i32 2130706432, i32 2130706432, i32 2130706432, i32 2130706432, i32 2130706432, i32 2130706432>)
  %p.r = sub <8 x i32> %p.b, %p.m
  %z.i = bitcast <8 x float> %z to <8 x i32>
  %z.s = add <8 x i32> %z.i, %p.r
  %z.f = bitcast <8 x i32> %z.s to <8 x float>
  %pow2 = bitcast <8 x i32> %p.m to <8 x float>
  %res = fmul <8 x float> %z.f, %pow2
  ret <8 x float> %res
}
