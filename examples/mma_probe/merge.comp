#version 450
/* Combines the probe's splits: workgroup (b, query, q head), invocation d. */
#ifndef ROWS
#define ROWS 4u
#endif
layout(local_size_x = 128) in;
layout(push_constant) uniform P { uint S, Hkv; } pc;
layout(std430, binding = 0) readonly buffer WO { float wo[]; };
layout(std430, binding = 1) readonly buffer WM { vec2 wm[]; };
layout(std430, binding = 2) writeonly buffer OB { float ob[]; }; /* [B][ROWS / 4][Hkv * 4][128] */
void main()
{
    const uint nq = ROWS / 4u, q = gl_WorkGroupID.x, d = gl_LocalInvocationID.x, Hq = pc.Hkv * 4u;
    const uint b = q / (nq * Hq), qi = (q / Hq) % nq, qh = q % Hq, r = qi * 4u + (qh & 3u);
    const uint base = (b * pc.Hkv + (qh >> 2)) * pc.S;
    float m = uintBitsToFloat(0xff800000u), num = 0.0, den = 0.0;
    uint s;
    for (s = 0u; s < pc.S; s++) m = max(m, wm[(base + s) * ROWS + r].x);
    for (s = 0u; s < pc.S; s++) {
        const vec2 x = wm[(base + s) * ROWS + r];
        const float e = x.x == uintBitsToFloat(0xff800000u) ? 0.0 : exp2(x.x - m);
        num += e * wo[((base + s) * ROWS + r) * 128u + d];
        den += e * x.y;
    }
    ob[q * 128u + d] = num / den;
}
