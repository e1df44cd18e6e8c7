// attn_mma.glsl: attn.comp's main for KVQ_PRECISION_F16 on the matrix
// units (the "mma" variant: GL_NV_cooperative_matrix, 16x16x16 products of
// f16 matrices summed in f32, subgroups of 32) and its emulated twin
// ("mmaemu": the same tiles, rounding and softmax with the products
// written out, for any device; lavapipe tests it). Included by attn.comp,
// whose buffers, specialization constants and decoders it uses; it writes
// the same partials (o, m, l) to the workspace, so attn_merge does the rest.
//
// Per tile of T keys:
//  decode: the tile's K and V rows as f16 values (s * code + z, rounded)
//          into shared memory, one octet per invocation at a time;
//  S = q k^T: rows (MR = 16 x MT, the block's rows then zero rows) x T,
//          subgroup g taking the 16-key columns g, g + NSG, ..;
//  softmax: a team of MTP invocations per row: logits masked (causal,
//          window, the split's end) and capped, the tile's max; the
//          running reference m of a row is raised only when a logit
//          exceeds it by more than 8 (log2 units), so p = 2^(logit - m) <=
//          256 and the accumulators are rescaled (through shared memory)
//          only then; p rounded to f16 and summed as rounded into l;
//  O += P V: subgroup g taking the 16-column pieces g, g + NSG, .. of the
//          head dim. A tile some row does not see whole (the causal
//          diagonal of several queries, a window's first keys) goes there
//          too (a key a row does not see adds 0 * v) unless one of its V
//          values is a NaN or an infinity: then it is added key by key
//          where the row sees the key, so that such a value never reaches
//          a row that does not read it.
// Reduced precision: q x scale, the K and V values and p are rounded to
// f16 (products exact, sums in f32; log2(e) is applied to the logits in
// f32). A K or V value or q x scale beyond 65504 in magnitude sets
// KVQ_STATUS_F16_RANGE (the op writes nothing); for codes linear in the
// code the check is on the extremes the group's codes can take.
// (its extensions: kvq_variant.glsl)

const uint MT = RB <= 16u ? 1u : RB <= 32u ? 2u : 4u; // 16-row tiles of the block (MR divides WG)
const uint MR = MT * 16u;             // rows, padded
const uint NDT = D / 16u;             // 16-column pieces of a row (the host: D % 16 == 0)
const uint NKT = T / 16u;             // 16-key pieces of a tile
const uint RS = D / 8u + 1u;          // uvec4 per f16 row in shared memory (8 values each) and one of padding
const uint SPS = T + 4u;              // words per row of S (f32), then of P (f16 pairs, the first T / 2)
const uint MTP = WG / MR;             // softmax team per row (the host: WG 128 or 256, MR divides it)
const uint KPT = T / MTP;             // keys per team member (contiguous, an even number)
const uint IPK = WG / T;              // invocations per key in the decode (the host: T <= WG)
const uint OPI = (NOCT + IPK - 1u) / IPK; // octets per invocation, contiguous in its key
#ifndef KVQ_MMA_EMU
const uint NSG = WG / 32u;            // subgroups (the host: subgroup size 32)
const uint NOP = (NDT + NSG - 1u) / NSG; // O pieces per subgroup and row tile
#else
const uint OE = MR * D / WG;          // O elements per invocation: e = lid + WG i, row e / D
#endif
const bool PREFETCH = MT > 1u;       // the next tile's codes loaded during this tile's products (see MMA_LOAD)
const float F16_MAX = 65504.0, F32_INF = 1.0 / 0.0;

shared uvec4 m_kv[2u * T * RS];       // the tile's K rows, then its V rows (f16); also the q rows (f32) of the
                                      // prologue and O (f32, 16 rows at a time) when it is rescaled or written
shared uvec4 m_q[MR * RS];            // q x scale (f16), rows nr.. zero
shared uint m_sp[MR * SPS];           // S, then P
shared float m_red[MR * MTP];         // softmax partials
shared float m_alpha[MR];             // the rescale of a row's accumulators
shared uint m_flag[2];                // a row's reference moved in this tile (by the tile's parity)
shared uint m_vnf[2];                 // a V value of the tile is a NaN or an infinity (by the tile's parity)
shared uint m_row[2u * T];            // cache row of each key of a tile (by the tile's parity)

float mma_scr(uint e) { return uintBitsToFloat(m_kv[e >> 2][e & 3u]); }
void mma_scr_set(uint e, float x) { m_kv[e >> 2][e & 3u] = floatBitsToUint(x); }
float mma_h(uvec4 w, uint k) { return unpackHalf2x16(w[k >> 1])[k & 1u]; } // value k of 8 in an f16 octet

// The codes and params of a tile's K (KV = 0) or V (KV = 1) rows into
// registers (ca, cb, sg, zg): invocation lid takes key lid / IPK (of the
// keys whose cache rows are m_row[hb .. hb + n)) and its OPI octets from
// (lid % IPK) OPI on, so that its octets share their groups' params.
// With one row tile (MT 1, 256 invocations) loaded at the start of their
// tile: loading the next tile's during the current one's products (the
// probe's prefetch, PERF.md 20, 24) held 23-28 registers more through them,
// one resident workgroup fewer per SM, 1-8% slower (PERF.md 31); with more
// row tiles (128 invocations, more registers anyway) the next tile's are
// loaded that way.
#define MMA_LOAD(KV, OCTET, hb, n, ca, cb, sg, zg)                                                    \
    [[unroll]] for (uint u_ = 0u; u_ < OPI; u_++) {                                                              \
        uint j_ = min(lid / IPK, n - 1u), o_ = (lid % IPK) * OPI + u_, row_ = m_row[hb + j_];          \
        ca[u_] = uvec4(0u);                                                                           \
        cb[u_] = uvec4(0u);                                                                           \
        sg[u_] = 1.0;                                                                                 \
        zg[u_] = 0.0;                                                                                 \
        if (o_ < NOCT) {                                                                              \
            OCTET(row_, o_, ca[u_], cb[u_]);                                                          \
            if (KV == 0u) {                                                                           \
                k_params(row_, o_ * 8u / K_GROUP, sg[u_], zg[u_]);                                    \
                sg[u_] *= fp8_unit(K_FORMAT);                                                         \
            } else {                                                                                  \
                v_params(row_, o_ * 8u / V_GROUP, sg[u_], zg[u_]);                                    \
            }                                                                                         \
        }                                                                                             \
    }
// An octet's codes (a, b) as 4 f16 pairs, s * code + z rounded; amax and fin
// as MMA_STORE says (live: the key is before the tile's end). Codes whose
// value is linear in the code (affine, Q8S) have their range checked once
// per octet from the extremes; on the matrix units, with f16 params and 4
// or 8 bits, they are decoded as f16 pairs: the code in the mantissa of
// 1024, 1024 (Q8S: 1152) taken off, one f16 fma (s and z are f16 numbers:
// one rounding, as in f32 then f16). E4M3 with f16 params likewise: its f16
// pattern times the scale, in f16.
uvec4 mma_octet(uint f, uvec4 a, uvec4 b, float sg, float zg, bool live, inout float amax, inout bool fin)
{
    uvec4 w;
    float v[8];
#ifndef KVQ_MMA_EMU
    if (f == KVQ_FORMAT_E4M3 && PARAM_DTYPE == KVQ_DTYPE_F16 && abs(sg) <= 65504.0) {
        // decode8's f16 patterns (the value * 2^-8, exact) times sg (the scale * 256: exact in f16): one
        // rounding; the range from the largest value the quantizer writes (448 = 1.75 * 256)
        f16vec2 s2 = f16vec2(float16_t(sg));
        float e = 1.75 * abs(sg);
        amax = max(amax, e);
        fin = fin && (!live || e < F32_INF);
        [[unroll]] for (uint i = 0u; i < 2u; i++) {
            uint x = a[i];
            uint lo = ((x & 0x80u) << 8) | ((x & 0x7fu) << 7) | ((x & 0x8000u) << 16) | ((x & 0x7f00u) << 15);
            uint hi = ((x & 0x800000u) >> 8) | ((x & 0x7f0000u) >> 9) | (x & 0x80000000u) | ((x & 0x7f000000u) >> 1);
            w[2u * i] = packFloat2x16(unpackFloat2x16(lo) * s2);
            w[2u * i + 1u] = packFloat2x16(unpackFloat2x16(hi) * s2);
        }
        return w;
    }
#endif
    if (kvq_is_affine_c(f) || f == KVQ_FORMAT_Q8S) {
        float e0 = f == KVQ_FORMAT_Q8S ? -127.0 * sg : zg; // (Q8S codes are clamped to +-127)
        float e1 = f == KVQ_FORMAT_Q8S ? 127.0 * sg : sg * float((1u << KVQ_BITS(f)) - 1u) + zg;
        amax = max(amax, max(abs(e0), abs(e1)));
        fin = fin && (!live || (abs(e0) < F32_INF && abs(e1) < F32_INF));
#ifndef KVQ_MMA_EMU
        if (PARAM_DTYPE == KVQ_DTYPE_F16 && KVQ_BITS(f) != 2u) {
            f16vec2 s2 = f16vec2(float16_t(sg)), z2 = f16vec2(float16_t(zg));
            f16vec2 k2 = f16vec2(float16_t(f == KVQ_FORMAT_Q8S ? 1152.0 : 1024.0));
            uvec4 p;
            if (KVQ_BITS(f) == 4u) { // codes 0, 2, 4, 6 in the bytes of lo, 1, 3, 5, 7 in those of hi
                uint lo = a.x & 0x0f0f0f0fu, hi = (a.x >> 4) & 0x0f0f0f0fu;
                p = uvec4((lo & 0xffu) | ((hi & 0xffu) << 16), ((lo >> 8) & 0xffu) | ((hi << 8) & 0xff0000u),
                          ((lo >> 16) & 0xffu) | (hi & 0xff0000u), (lo >> 24) | ((hi >> 8) & 0xff0000u));
            } else { // Q8S: the byte ^ 0x80 is the code + 128
                uint x = f == KVQ_FORMAT_Q8S ? a.x ^ 0x80808080u : a.x, y = f == KVQ_FORMAT_Q8S ? a.y ^ 0x80808080u : a.y;
                p = uvec4((x & 0xffu) | ((x << 8) & 0xff0000u), ((x >> 16) & 0xffu) | ((x >> 8) & 0xff0000u),
                          (y & 0xffu) | ((y << 8) & 0xff0000u), ((y >> 16) & 0xffu) | ((y >> 8) & 0xff0000u));
            }
            [[unroll]] for (uint k = 0u; k < 4u; k++) w[k] = packFloat2x16(fma(unpackFloat2x16(p[k] | 0x64006400u) - k2, s2, z2));
            return w;
        }
#endif
        decode8(f, a, b, v);
        [[unroll]] for (uint k = 0u; k < 4u; k++) w[k] = packHalf2x16(vec2(v[2u * k] * sg + zg, v[2u * k + 1u] * sg + zg));
        return w;
    }
    decode8(f, a, b, v);
    [[unroll]] for (uint k = 0u; k < 8u; k++) {
        v[k] = v[k] * sg + zg;
        amax = max(amax, abs(v[k]));
        fin = fin && (!live || abs(v[k]) < F32_INF);
    }
    [[unroll]] for (uint k = 0u; k < 4u; k++) w[k] = packHalf2x16(vec2(v[2u * k], v[2u * k + 1u]));
    return w;
}

// Those registers decoded to f16 values (s * code + z, rounded) into the
// tile's rows in m_kv; keys at or past n are zero. amax: the largest
// magnitude decoded (NaN ignored); fin: false if a value of the keys before
// n is a NaN or an infinity.
#define MMA_STORE(KV, FMT, n, ca, cb, sg, zg, amax, fin)                                              \
    [[unroll]] for (uint u_ = 0u; u_ < OPI; u_++) {                                                   \
        uint j_ = lid / IPK, o_ = (lid % IPK) * OPI + u_;                                             \
        if (o_ < NOCT) {                                                                              \
            uvec4 w_ = mma_octet(FMT, ca[u_], cb[u_], sg[u_], zg[u_], j_ < n, amax, fin);             \
            m_kv[KV * T * RS + j_ * RS + o_] = j_ < n ? w_ : uvec4(0u);                               \
        }                                                                                             \
    }

// V's scale (fp8 unit, TQ level scale included) and bias of group g of a row
void v_params(uint row, uint g, out float sg, out float zg)
{
    sg = fp8_unit(V_FORMAT);
    zg = 0.0;
    if (!kvq_is_plain_c(V_FORMAT)) {
        sg *= param_of(v_pw(row, pword(g)), g) * (VTQ ? kvq_rot_scale(ROT_LOG) : 1.0);
        if (V_AFFINE) zg = param_of(v_pw(row, pword(VNG + g)), VNG + g);
    }
}

// The block table entry of key t0 + lid of sequence s (lid < n, paged
// caches), loaded a tile before the row it gives is used, so that a tile
// waits for one global load (its codes) instead of two in a row.
int mma_blk(uint t0, uint n, uint s)
{
    uint lid = gl_LocalInvocationID.x;
    return PAGED != 0u && lid < n ? tables[pc.bt_off + s * pc.max_blocks + block_div(t0 + lid)] : 0;
}
// The cache row of key t0 + lid of sequence s, kv head h (lid < n; the
// host: T <= WG) into m_row[hb + lid], from its block table entry blk,
// checked.
void mma_rows(uint hb, uint t0, uint n, uint s, uint h, int blk)
{
    uint lid = gl_LocalInvocationID.x;
    if (lid < n) {
        uint t = t0 + lid, slot = t;
        if (PAGED != 0u) {
            if (blk < 0 || uint(blk) >= pc.n_blocks) {
                flag(KVQ_STATUS_BAD_BLOCK, 3u, s * pc.max_blocks + block_div(t));
                blk = 0;
            }
            slot = uint(blk) * pc.block_size + block_mod(t);
        }
        m_row[hb + lid] = (block_div(slot) * pc.n_kv_heads + h) * pc.block_size + block_mod(slot);
    }
}

void main()
{
    uint lid = gl_LocalInvocationID.x, rb = gl_WorkGroupID.x % pc.row_blocks, split = gl_WorkGroupID.x / pc.row_blocks;
    uint h = gl_WorkGroupID.y, s = gl_WorkGroupID.z;
    uint r0 = rb * RB, nr = min(RB, R - r0); // rows of this block
    uint len = seq_lens[pc.seq_lens_off + s];
    if (len > pc.limit || len > pc.max_len || len < N_QUERIES) {
        if (lid == 0u && split == 0u && rb == 0u && h == 0u) flag(KVQ_STATUS_BAD_LEN, 2u, s);
        len = min(max(len, N_QUERIES), min(pc.limit, pc.max_len)); // safe to address; the op writes nothing
    }
    uint span = pc.window + N_QUERIES - 1u;
    uint lo = pc.window != 0u && len > span ? len - span : 0u;
    uint t_begin = lo + split * pc.split_len, t_end = min(len, t_begin + pc.split_len);
    float qscale = uintBitsToFloat(pc.scale_bits); // (log2(e): on the logits, in f32)
    float cap = uintBitsToFloat(pc.softcap_bits);
    const float NEG_INF = -1.0 / 0.0;
    float amax = 0.0; // the largest |value| rounded to f16

    if (KTQ)
        for (uint i = lid; i < (1u << KB); i += WG) s_kcb[i] = kvq_tq_level(KB, i);
    if (VTQ)
        for (uint i = lid; i < (1u << VB); i += WG) s_vcb[i] = kvq_tq_level(VB, i);
    if (K_ROT != 0u)
        for (uint i = lid; i < (D + 31u) / 32u; i += WG) s_sign[i] = kvq_sign_word(pc.seed_lo, pc.seed_hi, i);
    if (lid == 0u) {
        m_flag[0] = 0u;
        m_vnf[0] = 0u;
    }
    // q rows, 16 at a time through m_kv as f32 (row r = query i * GQA + g
    // reads q head h * GQA + g), times the scale, rotated like K's rows
    // where K is, then rounded to f16 into m_q
    [[dont_unroll]] for (uint mt = 0u; mt < MT; mt++) {
        barrier();
        for (uint e = lid; e < 16u * D; e += WG) {
            uint r = mt * 16u + e / D, d = e % D;
            float v = 0.0;
            if (r < nr) {
                uint rg = r0 + r, base = ((s * N_QUERIES + rg / GQA) * pc.n_kv_heads * GQA + h * GQA + rg % GQA) * D;
                v = load_q(base + d) * qscale;
            }
            mma_scr_set(e, K_ROT != 0u ? kvq_flip(s_sign[d >> 5], d, v) : v);
        }
        barrier();
        if (K_ROT != 0u) { // (1/sqrt(R)) H (sigma . q), H over blocks of RBLK
            [[dont_unroll]] for (uint lg = 0u; lg < ROT_LOG; lg++) { // hl = 2^lg: shifts, not divisions
                const uint hl = 1u << lg;
                for (uint p = lid; p < 16u * D / 2u; p += WG) {
                    uint i = ((p >> lg) << (lg + 1u)) | (p & (hl - 1u)), j = i + hl;
                    float x = mma_scr(i), y = mma_scr(j);
                    mma_scr_set(i, x + y);
                    mma_scr_set(j, x - y);
                }
                barrier();
            }
        }
        float c = K_ROT != 0u ? kvq_rot_scale(ROT_LOG) : 1.0;
        for (uint w = lid; w < 16u * NOCT; w += WG) {
            uint r = w / NOCT, o = w % NOCT, e = r * D + o * 8u;
            uvec4 x;
            [[unroll]] for (uint k = 0u; k < 4u; k++) {
                vec2 y = vec2(mma_scr(e + 2u * k), mma_scr(e + 2u * k + 1u)) * c;
                amax = max(amax, max(abs(y.x), abs(y.y)));
                x[k] = packHalf2x16(y);
            }
            m_q[(mt * 16u + r) * RS + o] = x;
        }
    }

    // softmax state of row sr (the same in every member of its team)
    uint sr = lid / MTP, sk = lid % MTP;
    uint spos = len - N_QUERIES + (r0 + sr) / GQA; // the row's query position
    float mref = NEG_INF, lsum = 0.0;
#ifndef KVQ_MMA_EMU
    uint sg = gl_SubgroupID;
    fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> o[MT * NOP];
    [[unroll]] for (uint i = 0u; i < MT * NOP; i++) o[i] = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
#else
    float oe[OE];
    for (uint i = 0u; i < OE; i++) oe[i] = 0.0;
#endif

    // the first tile's rows (and, PREFETCH, codes)
    uvec4 kca[OPI], kcb[OPI], vca[OPI], vcb[OPI];
    float ksg[OPI], kzg[OPI], vsg[OPI], vzg[OPI];
    int blk2 = 0; // the block table entries of the tile after the next
    if (t_begin < t_end) {
        uint n = min(T, t_end - t_begin);
        mma_rows(0u, t_begin, n, s, h, mma_blk(t_begin, n, s));
        if (t_begin + T < t_end) blk2 = mma_blk(t_begin + T, min(T, t_end - t_begin - T), s);
        barrier();
        if (PREFETCH) {
            MMA_LOAD(0u, k_octet, 0u, n, kca, kcb, ksg, kzg)
            MMA_LOAD(1u, v_octet, 0u, n, vca, vcb, vsg, vzg)
        }
    }
    uint ti = 0u;
    for (uint t0 = t_begin; t0 < t_end; t0 += T) {
        uint n = min(T, t_end - t0), nb = (1u - (ti & 1u)) * T; // the next tile's half of m_row
        bool next = t0 + T < t_end;
        uint n1 = next ? min(T, t_end - t0 - T) : 1u;
        barrier(); // the previous tile is done with m_kv, m_sp, m_alpha and the other half of m_row
        if (lid == 0u) {
            m_flag[(ti + 1u) & 1u] = 0u;
            m_vnf[(ti + 1u) & 1u] = 0u;
        }
        bool kfin = true, vfin = true; // (kfin unused: a K NaN reaches only its own column of S, which masks)
        if (!PREFETCH) {
            MMA_LOAD(0u, k_octet, (ti & 1u) * T, n, kca, kcb, ksg, kzg)
            MMA_LOAD(1u, v_octet, (ti & 1u) * T, n, vca, vcb, vsg, vzg)
        }
        MMA_STORE(0u, K_FORMAT, n, kca, kcb, ksg, kzg, amax, kfin)
        MMA_STORE(1u, V_FORMAT, n, vca, vcb, vsg, vzg, amax, vfin)
        if (!vfin) atomicOr(m_vnf[ti & 1u], 1u);
        if (next) mma_rows(nb, t0 + T, n1, s, h, blk2);
        if (t0 + 2u * T < t_end) blk2 = mma_blk(t0 + 2u * T, min(T, t_end - t0 - 2u * T), s);
        barrier();
        if (PREFETCH && next) { // (uniform) the next tile's codes, in flight during this tile's products
            MMA_LOAD(0u, k_octet, nb, n1, kca, kcb, ksg, kzg)
            MMA_LOAD(1u, v_octet, nb, n1, vca, vcb, vsg, vzg)
        }
        // -- S = q k^T
#ifndef KVQ_MMA_EMU
        for (uint nk = sg; nk < NKT; nk += NSG) {
            fcoopmatNV<32, gl_ScopeSubgroup, 16, 16> acc[MT];
            [[unroll]] for (uint mt = 0u; mt < MT; mt++) acc[mt] = fcoopmatNV<32, gl_ScopeSubgroup, 16, 16>(0.0);
            [[unroll]] for (uint kd = 0u; kd < NDT; kd++) {
                fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> kb, qa;
                coopMatLoadNV(kb, m_kv, nk * 16u * RS + kd * 2u, RS, true);
                [[unroll]] for (uint mt = 0u; mt < MT; mt++) {
                    coopMatLoadNV(qa, m_q, mt * 16u * RS + kd * 2u, RS, false);
                    acc[mt] = coopMatMulAddNV(qa, kb, acc[mt]);
                }
            }
            [[unroll]] for (uint mt = 0u; mt < MT; mt++) coopMatStoreNV(acc[mt], m_sp, mt * 16u * SPS + nk * 16u, SPS, false);
        }
#else
        for (uint e = lid; e < MR * T; e += WG) {
            uint r = e / T, j = e % T;
            float a = 0.0;
            for (uint o8 = 0u; o8 < NOCT; o8++) {
                uvec4 x = m_q[r * RS + o8], y = m_kv[j * RS + o8];
                for (uint k = 0u; k < 8u; k++) a += mma_h(x, k) * mma_h(y, k);
            }
            m_sp[r * SPS + j] = floatBitsToUint(a);
        }
#endif
        barrier();
        // -- softmax: member sk of row sr's team takes keys sk * KPT ..
        float sv[KPT], mx = NEG_INF;
        [[unroll]] for (uint i = 0u; i < KPT; i++) {
            uint j = sk * KPT + i, t = t0 + j;
            bool seen = j < n && sr < nr && t <= spos && (pc.window == 0u || t + pc.window > spos);
            float v = uintBitsToFloat(m_sp[sr * SPS + j]);
            v = (SOFTCAP != 0u ? cap * tanh(v / cap) : v) * LOG2E;
            sv[i] = seen ? v : NEG_INF;
            mx = max(mx, sv[i]);
        }
        m_red[sr * MTP + sk] = mx;
        barrier(); // (every S is read: P may overwrite it)
        float tmax = NEG_INF;
        for (uint k = 0u; k < MTP; k++) tmax = max(tmax, m_red[sr * MTP + k]);
        if (tmax > mref + 8.0) atomicOr(m_flag[ti & 1u], 1u);
        barrier();
        if (m_flag[ti & 1u] != 0u) { // (uniform) some row's reference moves: every row's accumulators rescaled
            float mn = tmax > mref ? tmax : mref;
            float al = mn == NEG_INF ? 1.0 : exp2(mref - mn);
            mref = mn;
            lsum *= al;
            if (sk == 0u) m_alpha[sr] = al;
            barrier();
#ifndef KVQ_MMA_EMU
            // O, 16 rows at a time, through m_kv's K half (S no longer needs it)
            [[unroll]] for (uint mt = 0u; mt < MT; mt++) {
                [[unroll]] for (uint i = 0u; i < NOP; i++)
                    if (sg + NSG * i < NDT) coopMatStoreNV(o[mt * NOP + i], m_kv, (sg + NSG * i) * 4u, D / 4u, false);
                barrier();
                for (uint e = lid; e < 16u * D; e += WG) mma_scr_set(e, mma_scr(e) * m_alpha[mt * 16u + e / D]);
                barrier();
                [[unroll]] for (uint i = 0u; i < NOP; i++)
                    if (sg + NSG * i < NDT) coopMatLoadNV(o[mt * NOP + i], m_kv, (sg + NSG * i) * 4u, D / 4u, false);
                barrier();
            }
#else
            for (uint i = 0u; i < OE; i++) oe[i] *= m_alpha[(lid + WG * i) / D];
#endif
        }
        [[unroll]] for (uint i = 0u; i < KPT; i += 2u) {
            float p0 = sv[i] == NEG_INF ? 0.0 : exp2(sv[i] - mref), p1 = sv[i + 1u] == NEG_INF ? 0.0 : exp2(sv[i + 1u] - mref);
            uint hp = packHalf2x16(vec2(p0, p1));
            vec2 pr = unpackHalf2x16(hp);
            lsum += pr.x + pr.y;
            m_sp[sr * SPS + (sk * KPT + i) / 2u] = hp;
        }
        barrier();
        // -- O += P V on the matrix units where every row sees every key of
        // the tile (the last key at or before the first row's query, the
        // last row's window reaching back to the first key) or the tile's V
        // rows are finite (then a key a row does not see adds 0 * v = 0);
        // else key by key (uniform)
        bool full = (t0 + n <= len - N_QUERIES + r0 / GQA + 1u &&
                     (pc.window == 0u || t0 + pc.window > len - N_QUERIES + (r0 + nr - 1u) / GQA)) ||
                    m_vnf[ti & 1u] == 0u;
#ifndef KVQ_MMA_EMU
        if (full) {
            [[unroll]] for (uint kt = 0u; kt < NKT; kt++) {
                fcoopmatNV<16, gl_ScopeSubgroup, 16, 16> pa[MT], vb;
                [[unroll]] for (uint mt = 0u; mt < MT; mt++) coopMatLoadNV(pa[mt], m_sp, mt * 16u * SPS + kt * 8u, SPS, false);
                [[unroll]] for (uint i = 0u; i < NOP; i++)
                    if (sg + NSG * i < NDT) {
                        coopMatLoadNV(vb, m_kv, T * RS + kt * 16u * RS + (sg + NSG * i) * 2u, RS, false);
                        [[unroll]] for (uint mt = 0u; mt < MT; mt++) o[mt * NOP + i] = coopMatMulAddNV(pa[mt], vb, o[mt * NOP + i]);
                    }
            }
        } else { // key by key where the row sees it, through m_kv's K half
            [[unroll]] for (uint mt = 0u; mt < MT; mt++) {
                [[unroll]] for (uint i = 0u; i < NOP; i++)
                    if (sg + NSG * i < NDT) coopMatStoreNV(o[mt * NOP + i], m_kv, (sg + NSG * i) * 4u, D / 4u, false);
                barrier();
                for (uint e = lid; e < 16u * D; e += WG) {
                    uint r = mt * 16u + e / D, d = e % D, pos = len - N_QUERIES + (r0 + r) / GQA;
                    float a = mma_scr(e);
                    for (uint j = 0u; j < n; j++) {
                        uint t = t0 + j;
                        if (r < nr && t <= pos && (pc.window == 0u || t + pc.window > pos))
                            a += unpackHalf2x16(m_sp[r * SPS + j / 2u])[j & 1u] * mma_h(m_kv[T * RS + j * RS + d / 8u], d % 8u);
                    }
                    mma_scr_set(e, a);
                }
                barrier();
                [[unroll]] for (uint i = 0u; i < NOP; i++)
                    if (sg + NSG * i < NDT) coopMatLoadNV(o[mt * NOP + i], m_kv, (sg + NSG * i) * 4u, D / 4u, false);
                barrier();
            }
        }
#else
        for (uint i = 0u; i < OE; i++) {
            uint e = lid + WG * i, r = e / D, d = e % D, pos = len - N_QUERIES + (r0 + r) / GQA;
            float a = oe[i];
            for (uint j = 0u; j < n; j++) {
                uint t = t0 + j;
                if (full || (r < nr && t <= pos && (pc.window == 0u || t + pc.window > pos)))
                    a += unpackHalf2x16(m_sp[r * SPS + j / 2u])[j & 1u] * mma_h(m_kv[T * RS + j * RS + d / 8u], d % 8u);
            }
            oe[i] = a;
        }
#endif
        ti++;
    }

    // partials of the block's rows: o (16 rows at a time through m_kv), then m and l
    uint base = ((s * pc.n_kv_heads + h) * pc.n_splits + split) * R;
#ifndef KVQ_MMA_EMU
    [[unroll]] for (uint mt = 0u; mt < MT; mt++) {
        barrier();
        [[unroll]] for (uint i = 0u; i < NOP; i++)
            if (sg + NSG * i < NDT) coopMatStoreNV(o[mt * NOP + i], m_kv, (sg + NSG * i) * 4u, D / 4u, false);
        barrier();
        for (uint e = lid; e < 16u * D; e += WG) {
            uint r = mt * 16u + e / D;
            if (r < nr) ws[pc.ws_off + (base + r0 + r) * (D + 2u) + e % D] = mma_scr(e);
        }
    }
#else
    for (uint i = 0u; i < OE; i++) {
        uint e = lid + WG * i, r = e / D;
        if (r < nr) ws[pc.ws_off + (base + r0 + r) * (D + 2u) + e % D] = oe[i];
    }
#endif
    barrier();
    m_red[sr * MTP + sk] = lsum;
    barrier();
    if (sr < nr && sk == 0u) {
        float l = 0.0;
        for (uint k = 0u; k < MTP; k++) l += m_red[sr * MTP + k];
        ws[pc.ws_off + (base + r0 + sr) * (D + 2u) + D] = mref;
        ws[pc.ws_off + (base + r0 + sr) * (D + 2u) + D + 1u] = l;
    }
    if (amax > F16_MAX) atomicOr(status[pc.status_index * KVQ_STATUS_WORDS], KVQ_STATUS_F16_RANGE);
}
