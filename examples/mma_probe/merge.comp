#version 450
layout(local_size_x = 128) in;
layout(push_constant) uniform P { uint S, Hkv; } pc;
layout(std430, binding = 0) readonly buffer WO { float wo[]; };
layout(std430, binding = 1) readonly buffer WM { vec2 wm[]; };
layout(std430, binding = 2) writeonly buffer OB { float ob[]; };
void main()
{
    const uint q = gl_WorkGroupID.x, d = gl_LocalInvocationID.x, b = q / (pc.Hkv * 4u), qh = q % (pc.Hkv * 4u);
    const uint r = qh & 3u, base = (b * pc.Hkv + (qh >> 2)) * pc.S;
    float m = uintBitsToFloat(0xff800000u), num = 0.0, den = 0.0;
    uint s;
    for (s = 0u; s < pc.S; s++) m = max(m, wm[(base + s) * 4u + r].x);
    for (s = 0u; s < pc.S; s++) {
        const vec2 x = wm[(base + s) * 4u + r];
        const float e = exp2(x.x - m);
        num += e * wo[((base + s) * 4u + r) * 128u + d];
        den += e * x.y;
    }
    ob[q * 128u + d] = num / den;
}
