#!/usr/bin/env python3
"""fuzz_seeds.py: writes the seed corpus of tests/fuzz_kvq.c into
tests/fuzz_corpus/ (python3 tests/fuzz_seeds.py). Each seed is a program in
fuzz_kvq's input encoding (see the reader functions there): a context, six
buffers, a cache, then operations that are valid, so that the fuzzer starts
from inputs that reach the work of every entry point (cache write and read
by range and by slots, quantize, dequantize, attention contiguous and paged
with every option, merge, raw bytes in the cache storage), for several
formats; a few seeds hold invalid arguments on purpose."""
import math
import os
import random
import struct
import sys

NSLOT = 14  # fuzz_kvq.c: NBUF + 8
FMT = dict(DEFAULT=0, F32=1, F16=2, BF16=3, Q8=4, Q4=5, Q2=6, Q8S=7, E4M3=8, E5M2=9,
           TQ2=10, TQ3=11, TQ4=12, TQ5=13, TQ6=14, TQ8=15)
DT = dict(DEFAULT=0, F32=1, F16=2, BF16=3)
STORAGE = dict(KC=6, KP=7, VC=8, VP=9)  # slots of cache 0's storage


class P:
    def __init__(self):
        self.b = bytearray()

    def u8(self, v):
        self.b.append(v & 255)

    def u16(self, v):
        self.b += struct.pack('<H', v & 0xffff)

    def u32(self, v):
        self.b += struct.pack('<I', v & 0xffffffff)

    def u64(self, v):
        self.b += struct.pack('<Q', v & 0xffffffffffffffff)

    def count(self, v, small):
        if v <= small and v < 160:
            self.u8(v)
        else:
            self.u8(240)
            self.u32(v)

    def off(self, v):
        if v == 0:
            self.u8(0)
        else:
            self.u8(250)
            self.u64(v)

    def fmt(self, f):
        self.u8(FMT[f])

    def dt(self, d):
        self.u8(DT[d])

    def buf(self, slot):
        self.u8(NSLOT if slot is None else slot)

    def head_dim(self, d):
        self.count(d // 16, 8) if d // 16 <= 8 else self.count(d // 16, 8)
        self.u8(16 if d % 16 == 0 else 0)
        if d % 16:
            self.count(d % 16, 15)


def header(p, threads, sizes, H, D, bs, nb, kf, vf, G=0, pd='F16', rot=0):
    p.u8(threads - 1)
    for s in sizes:
        p.u16(s)
    # make_cache
    p.count(H, 4)
    p.head_dim(D)
    p.count(bs, 64)
    p.count(nb, 8)
    p.fmt(kf)
    p.fmt(vf)
    p.count(G // 16, 4)
    p.dt(pd)
    p.count(rot, 1)
    p.u8(0)  # seed: default
    p.u8(0)  # a descriptor, not NULL


def op_write_bytes(p, slot, off, data):
    p.u8(0)
    p.buf(slot)
    p.off(off)
    p.u8(0)
    p.u16(len(data))
    p.b += data


def floats(n, rng, scale=1.0):
    return b''.join(struct.pack('<f', (rng.random() * 2 - 1) * scale) for _ in range(n))


def route(p, n, start, slots):
    """n_tokens, start, the slots buffer (or none), its offset and the params-present byte:
    the tail fuzz_kvq.c reads for both cache_write and cache_read."""
    p.count(n, 40)
    p.count(start, 64)
    if slots is None:
        p.u8(0)
    else:
        p.u8(200)
        p.buf(slots)
    p.off(0)
    p.u8(0)


def op_cache_write(p, k, v, dtype, n, start, slots=None, c=0):
    p.u8(3)
    p.u8(c)
    p.buf(k)
    p.off(0)
    p.buf(v)
    p.off(0)
    p.dt(dtype)
    route(p, n, start, slots)


def op_cache_read(p, which, out, dtype, n, start, slots=None, c=0):
    p.u8(4)
    p.u8(c)
    p.u8(0)
    p.u8(which)
    p.buf(out)
    p.off(0)
    p.dt(dtype)
    route(p, n, start, slots)


def op_rows(p, deq, fmt, D, G, pd, n, values, dtype, codes, params, rot=0):
    p.u8(6 if deq else 5)
    p.fmt(fmt)
    p.head_dim(D)
    p.count(G // 16, 4)
    p.dt(pd)
    p.count(n, 16)
    p.buf(values)
    p.off(0)
    p.dt(dtype)
    p.buf(codes)
    p.off(0)
    p.buf(params)
    p.off(0)
    p.count(rot, 1)
    p.u8(0)


def op_attention(p, q, out, nseqs, nq, nqh, lens, maxlen, tables=None, mb=0, scale=0, softcap=0, window=0,
                 sinks=None, lse=None, splits=0, qdt='F32', odt='F32', c=0):
    p.u8(7)
    p.u8(c)
    p.buf(q)
    p.off(0)
    p.dt(qdt)
    p.buf(out)
    p.off(0)
    p.dt(odt)
    p.count(nseqs, 4)
    p.count(nq, 4)
    p.count(nqh, 8)
    p.buf(lens)
    p.off(0)
    p.count(maxlen, 128)
    if tables is None:
        p.u8(0)
    else:
        p.u8(200)
        p.buf(tables)
    p.off(0)
    p.count(mb, 8)
    p.u8(128 + scale if scale else 0)
    p.u8(150 + softcap if softcap else 0)
    if window:
        p.u8(200)
        p.count(window, 64)
    else:
        p.u8(0)
    if sinks is None:
        p.u8(0)
    else:
        p.u8(200)
        p.buf(sinks)
    p.off(0)
    if lse is None:
        p.u8(0)
    else:
        p.u8(200)
        p.buf(lse)
    p.off(0)
    p.count(splits, 8)
    p.u8(0)


def op_merge(p, oa, la, ob, lb, out, lse, n, D, dtype='F32'):
    p.u8(9)
    for b in (oa, la, ob, lb, out):
        p.buf(b)
        p.off(0)
    if lse is None:
        p.u8(0)
    else:
        p.u8(200)
        p.buf(lse)
    p.off(0)
    p.dt(dtype)
    p.count(n, 32)
    p.head_dim(D)
    p.u8(0)


def i32s(vals):
    return b''.join(struct.pack('<i', v) for v in vals)


def seeds():
    out = {}
    rng = random.Random(12345)
    sizes = [8192, 8192, 256, 16384, 512, 2048]
    # buffer roles: 0 k/q input, 1 v input, 2 slots/seq_lens, 3 output, 4 block tables, 5 lse/sinks
    pairs = [('Q8', 'Q4'), ('Q2', 'Q8S'), ('E4M3', 'E5M2'), ('F16', 'BF16'), ('F32', 'Q8'), ('TQ4', 'TQ3'),
             ('TQ8', 'TQ2'), ('Q4', 'TQ5'), ('TQ6', 'F16')]
    for kf, vf in pairs:
        for paged in (0, 1):
            H, D, bs, nb = 2, 32, 16 if paged else 32, 4 if paged else 1
            p = P()
            header(p, 2, sizes, H, D, bs, nb, kf, vf, G=16 if paged else 0, pd='F16' if paged else 'F32',
                   rot=paged)
            n = 24
            op_write_bytes(p, 0, 0, floats(n * H * D, rng))
            op_write_bytes(p, 1, 0, floats(n * H * D, rng, 3.0))
            if paged:
                slots = list(range(16, 16 + n))
                op_write_bytes(p, 2, 0, i32s(slots))
                op_cache_write(p, 0, 1, 'F32', n, 0, slots=2)
                op_cache_read(p, 0, 3, 'F32', n, 0, slots=2)
                op_write_bytes(p, 2, 0, i32s([n]))
                op_write_bytes(p, 4, 0, i32s([1, 2, 3, 0]))
                op_attention(p, 0, 3, 1, 1, 4, 2, 0, tables=4, mb=4, lse=5, splits=2)
            else:
                op_cache_write(p, 0, 1, 'F32', n, 0)
                op_cache_read(p, 1, 3, 'F16', n, 0)
                op_write_bytes(p, 2, 0, i32s([n]))
                op_attention(p, 0, 3, 1, 2, 4, 2, 0, lse=5, window=8, softcap=10, scale=4)
            out['attn_%s_%s_%s' % (kf, vf, 'paged' if paged else 'contig')] = p.b
    # quantize / dequantize round trips in several formats and dtypes
    for fmt, pd, dt in (('Q8', 'F16', 'F32'), ('Q4', 'BF16', 'F16'), ('Q2', 'F32', 'BF16'), ('Q8S', 'F16', 'F32'),
                        ('E4M3', 'F32', 'F32'), ('TQ4', 'F16', 'F32'), ('TQ3', 'F32', 'F16'), ('BF16', 'F16', 'F32')):
        p = P()
        header(p, 1, sizes, 1, 16, 8, 1, 'Q8', 'Q8')
        op_write_bytes(p, 0, 0, floats(4 * 64, rng, 100.0))
        op_rows(p, 0, fmt, 64, 32 if fmt[0] != 'T' else 0, pd, 4, 0, dt, 3, 4)
        op_rows(p, 1, fmt, 64, 32 if fmt[0] != 'T' else 0, pd, 4, 1, dt, 3, 4, rot=0)
        out['rows_%s_%s_%s' % (fmt, pd, dt)] = p.b
    # raw code and parameter bytes in the storage, then read and attention over them
    for kf, vf in (('Q8', 'Q4'), ('E5M2', 'TQ4'), ('Q8S', 'Q2')):
        p = P()
        header(p, 3, sizes, 1, 32, 16, 2, kf, vf)
        for slot in (STORAGE['KC'], STORAGE['KP'], STORAGE['VC'], STORAGE['VP']):
            op_write_bytes(p, slot, 0, bytes(rng.getrandbits(8) for _ in range(128)))
        op_cache_read(p, 0, 3, 'F32', 16, 0)
        op_write_bytes(p, 2, 0, i32s([20]))
        op_write_bytes(p, 4, 0, i32s([1, 0]))
        op_write_bytes(p, 5, 0, floats(4, rng))
        op_attention(p, 0, 3, 1, 1, 2, 2, 32, tables=4, mb=2, sinks=5, splits=3)
        out['raw_storage_%s_%s' % (kf, vf)] = p.b
    # merge of two attentions
    p = P()
    header(p, 2, sizes, 1, 32, 64, 1, 'Q8', 'F16')
    op_write_bytes(p, 0, 0, floats(64 * 32, rng))
    op_write_bytes(p, 1, 0, floats(64 * 32, rng))
    op_cache_write(p, 0, 1, 'F32', 40, 0)
    op_write_bytes(p, 2, 0, i32s([40]))
    op_attention(p, 0, 3, 1, 1, 2, 2, 0, lse=5)
    op_merge(p, 3, 5, 3, 5, 3, 5, 2, 32)
    out['merge'] = p.b
    # multi-sequence paged attention with several queries and GQA
    p = P()
    header(p, 3, sizes, 2, 16, 8, 8, 'Q4', 'Q8')
    op_write_bytes(p, 0, 0, floats(40 * 2 * 16, rng))
    op_write_bytes(p, 1, 0, floats(40 * 2 * 16, rng))
    op_cache_write(p, 0, 1, 'F32', 40, 0)
    op_write_bytes(p, 2, 0, i32s([12, 20, 7]))
    op_write_bytes(p, 4, 0, i32s([0, 1, 2, 3, 4, 5, 6, 7, 2, 1, 0, 0]))
    op_attention(p, 0, 3, 3, 2, 4, 2, 24, tables=4, mb=4, lse=5, qdt='F16', odt='BF16')
    out['attn_multi_seq'] = p.b
    # invalid arguments on purpose
    p = P()
    header(p, 1, sizes, 0, 17, 0, 0, 'DEFAULT', 'DEFAULT')
    out['bad_cache_desc'] = p.b
    p = P()
    header(p, 1, sizes, 2, 32, 16, 2, 'Q8', 'Q8')
    op_write_bytes(p, 2, 0, i32s([5, -1, 64, 3]))  # 64 is beyond the capacity: the write does nothing
    op_cache_write(p, 0, 1, 'F32', 4, 0, slots=2)
    op_cache_read(p, 0, 3, 'F32', 4, 0, slots=2)
    out['bad_slot'] = p.b
    p = P()
    header(p, 1, sizes, 2, 32, 16, 2, 'Q8', 'Q8')
    op_write_bytes(p, 2, 0, i32s([1000]))
    op_write_bytes(p, 4, 0, i32s([7, -3]))
    op_attention(p, 0, 3, 1, 1, 2, 2, 0, tables=4, mb=2)
    out['bad_seq_len_table'] = p.b
    p = P()
    header(p, 1, sizes, 1, 16, 4, 1, 'Q8', 'Q8')
    p.u8(10)
    p.u8(1)
    p.u8(0)  # misc: storage given to kvq_buffer_destroy
    p.u8(STORAGE['KC'] - 6)
    p.u8(10)
    p.u8(0)
    p.u8(0)  # misc: user buffer 0 destroyed and made again
    p.u8(1)
    p.u8(0)
    p.u16(100)
    out['destroy'] = p.b
    return out


def main():
    d = os.path.join(os.path.dirname(os.path.abspath(__file__)), 'fuzz_corpus')
    os.makedirs(d, exist_ok=True)
    for name, data in sorted(seeds().items()):
        with open(os.path.join(d, name), 'wb') as f:
            f.write(bytes(data))
    print('%d seeds in %s' % (len(seeds()), d))


if __name__ == '__main__':
    sys.exit(main())
