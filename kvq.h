/* kvq.h - v0.1.0 - compressed KV cache for LLM inference, on Vulkan or the CPU
   https://github.com/kvq/kvq - MIT or public domain (see end of file)

   kvq stores the key/value cache of transformer inference in compressed form
   and runs the kernels that use it, on any Vulkan 1.1 GPU through SPIR-V that
   is embedded in this file, or on the CPU with the same answers.

   Do this:
      #define KVQ_IMPLEMENTATION
   before you include this file in *one* C or C++ file to create the
   implementation. Every other file includes kvq.h without the define.

   Compile-time options (define them before the #include that has
   KVQ_IMPLEMENTATION, except KVQ_STATIC which every includer must agree on):
      KVQ_STATIC        make every function static (one translation unit)
      KVQ_NO_VULKAN     leave the Vulkan backend out: no vulkan.h needed, CPU only
      KVQ_ASSERT(x)     your assert (default: assert from <assert.h>)
   Run-time switches (environment):
      KVQ_BACKEND=cpu|vulkan   overrides a config whose backend is KVQ_BACKEND_AUTO
      KVQ_DEVICE=N             Vulkan device index when the config says "any"
      KVQ_VALIDATION=1         enable the Vulkan validation layer (messages go
                               to the log callback)

   Building: nothing but a C99 or C++ compiler; Vulkan headers (vulkan.h) are
   needed unless KVQ_NO_VULKAN. libvulkan is *not* linked: it is opened with
   dlopen at run time, so a program using kvq starts (and runs on the CPU) on
   a machine without it. Link with -ldl on old glibc, and -lm.

   A short example (error checks left out; every call returns kvq_result):

      kvq_context *ctx;
      kvq_context_config cfg = kvq_context_config_init();
      kvq_context_create(&cfg, &ctx);            // Vulkan if usable, else CPU
      kvq_cache_desc cd = kvq_cache_desc_init();
      cd.n_kv_heads = 8; cd.head_dim = 128; cd.block_size = 4096; // contiguous
      cd.k_format = KVQ_FORMAT_Q8; cd.v_format = KVQ_FORMAT_Q4;
      kvq_cache *cache; kvq_cache_create(ctx, &cd, &cache);
      kvq_buffer *k, *v, *out;                   // device buffers
      kvq_buffer_create(ctx, n * 8 * 128 * 4, &k);  ... write with kvq_buffer_write
      kvq_write_params w = kvq_write_params_init();
      w.k = k; w.v = v; w.dtype = KVQ_DTYPE_F32; w.n_tokens = n; w.start = pos;
      kvq_cache_write(ctx, cache, &w);           // quantizes on the way in
      kvq_read_params r = kvq_read_params_init();
      r.which = KVQ_V; r.out = out; r.dtype = KVQ_DTYPE_F16; r.start = 0; r.n_tokens = pos + n;
      kvq_cache_read(ctx, cache, &r);            // dequantizes [n_kv_heads][n][head_dim]
      kvq_buffer_read(ctx, out, 0, host, bytes); // waits for the recorded work

   Model: ops (kvq_cache_write, kvq_cache_read, kvq_quantize, kvq_dequantize)
   validate every argument, then are recorded; kvq_submit starts the recorded
   work and kvq_wait waits for it; kvq_buffer_read/write wait implicitly. On the
   CPU backend ops run at once. Errors that only the device can see (a slot
   mapping entry beyond the cache) make the whole op do nothing and are
   returned by the call that waits for it.

   Formats (bits per value at head_dim 128, group 32, f16 params):
      F32 32, F16 16, BF16 16              plain
      Q8 9, Q4 5, Q2 3                     affine per group (min + scale)
      Q8S 8.5                              symmetric int8 per group (absmax)
      E4M3 8.5, E5M2 8.5                   OCP fp8 with a per-group absmax scale
   The exact math is in README.md ("Formats") and in the ">>formats" section
   below; both backends follow it.

   NaN and Inf: plain formats store them as they are. In a quantized format a
   group holding a NaN or an Inf is stored with NaN parameters, so that every
   value of that group (and no other) reads back as NaN.

   DOES NOT: own your model weights, run prefill attention, allocate behind
   your back after kvq_cache_create (ops record into preallocated pools that
   grow only when a batch outgrows them), or make a context thread-safe (use
   one context per thread, or lock around it).

   Version history
      0.1.0  foundation: contexts, buffers, caches, write/read/quantize/
             dequantize for the plain, affine, Q8S and fp8 formats.
*/
#ifndef KVQ_H
#define KVQ_H

#include <stddef.h>
#include <stdint.h>

#ifdef KVQ_STATIC
#define KVQDEF static
#else
#ifdef __cplusplus
#define KVQDEF extern "C"
#else
#define KVQDEF extern
#endif
#endif

#define KVQ_VERSION_MAJOR 0
#define KVQ_VERSION_MINOR 1
#define KVQ_VERSION_PATCH 0

/* >>results ------------------------------------------------------------- */
/* One list gives the enum and kvq_result_string(). */
#define KVQ_RESULT_LIST(X)                                                      \
    X(KVQ_SUCCESS, 0, "success")                                                \
    X(KVQ_ERROR_INVALID_ARGUMENT, -1, "invalid argument")                       \
    X(KVQ_ERROR_OUT_OF_RANGE, -2, "position, slot or size out of range")        \
    X(KVQ_ERROR_UNSUPPORTED, -3, "unsupported combination")                     \
    X(KVQ_ERROR_OUT_OF_MEMORY, -4, "out of host memory")                        \
    X(KVQ_ERROR_OUT_OF_DEVICE_MEMORY, -5, "out of device memory")               \
    X(KVQ_ERROR_BACKEND_UNAVAILABLE, -6, "requested backend unavailable")       \
    X(KVQ_ERROR_DEVICE, -7, "device (Vulkan) call failed")                      \
    X(KVQ_ERROR_DEVICE_LOST, -8, "device lost")

typedef enum kvq_result {
#define KVQ__X(name, value, text) name = value,
    KVQ_RESULT_LIST(KVQ__X)
#undef KVQ__X
    KVQ_RESULT_MIN_ = -8
} kvq_result;

/* Static English name of a result ("invalid argument"); never NULL. */
KVQDEF const char *kvq_result_string(kvq_result r);

/* >>types --------------------------------------------------------------- */
/* Element types of buffers the user reads and writes, and of stored params.
   DEFAULT means f32 for inputs/outputs and f16 for stored parameters. */
typedef enum kvq_dtype {
    KVQ_DTYPE_DEFAULT = 0,
    KVQ_DTYPE_F32 = 1,
    KVQ_DTYPE_F16 = 2, /* IEEE binary16 */
    KVQ_DTYPE_BF16 = 3 /* top 16 bits of an f32 */
} kvq_dtype;

/* Storage formats (FORMATS.md). One list gives the enum and the names;
   X(name, value, bits per code, has a per-group scale, has a per-group bias) */
#define KVQ_FORMAT_LIST(X)                 \
    X(KVQ_FORMAT_F32, 1, 32, 0, 0)         \
    X(KVQ_FORMAT_F16, 2, 16, 0, 0)         \
    X(KVQ_FORMAT_BF16, 3, 16, 0, 0)        \
    X(KVQ_FORMAT_Q8, 4, 8, 1, 1)           \
    X(KVQ_FORMAT_Q4, 5, 4, 1, 1)           \
    X(KVQ_FORMAT_Q2, 6, 2, 1, 1)           \
    X(KVQ_FORMAT_Q8S, 7, 8, 1, 0)          \
    X(KVQ_FORMAT_E4M3, 8, 8, 1, 0)         \
    X(KVQ_FORMAT_E5M2, 9, 8, 1, 0)

typedef enum kvq_format {
    KVQ_FORMAT_DEFAULT = 0, /* F16 */
#define KVQ__X(name, value, bits, s, b) name = value,
    KVQ_FORMAT_LIST(KVQ__X)
#undef KVQ__X
    KVQ_FORMAT_COUNT_
} kvq_format;

/* "Q4", "E4M3", ...; "?" for an unknown value. */
KVQDEF const char *kvq_format_name(kvq_format f);
KVQDEF const char *kvq_dtype_name(kvq_dtype d);

/* Which half of the cache. */
typedef enum kvq_which { KVQ_K = 0, KVQ_V = 1 } kvq_which;

/* >>context ------------------------------------------------------------- */
typedef enum kvq_backend {
    KVQ_BACKEND_AUTO = 0, /* Vulkan GPU if usable, else CPU (records why) */
    KVQ_BACKEND_CPU = 1,
    KVQ_BACKEND_VULKAN = 2 /* fail if Vulkan is not usable */
} kvq_backend;

typedef enum kvq_log_level {
    KVQ_LOG_ERROR = 0,
    KVQ_LOG_WARNING = 1,
    KVQ_LOG_INFO = 2,
    KVQ_LOG_DEBUG = 3
} kvq_log_level;

/* All three or none. realloc is not needed: kvq only mallocs and frees. */
typedef struct kvq_allocator {
    void *user;
    void *(*alloc)(void *user, size_t size); /* 16-byte aligned */
    void (*free)(void *user, void *ptr);     /* ptr may be NULL */
} kvq_allocator;

typedef void (*kvq_log_fn)(void *user, kvq_log_level level, const char *message);

typedef struct kvq_context_config {
    kvq_backend backend;
    int device_index;     /* Vulkan physical device; -1 (the default) = best one */
    int validation;       /* 1: enable VK_LAYER_KHRONOS_validation; its
                             messages go to log as "vulkan validation: ..." */
    int allow_cpu_device; /* 1: AUTO may pick a CPU Vulkan driver (lavapipe) */
    const char *vulkan_library; /* NULL: libvulkan.so.1 then libvulkan.so */
    kvq_allocator allocator;
    kvq_log_fn log;
    void *log_user;
    kvq_log_level log_level; /* messages at or below this level are passed */
} kvq_context_config;

typedef struct kvq_context kvq_context;

/* Defaults by value: AUTO backend, any device, no validation, malloc/free,
   no log. */
KVQDEF kvq_context_config kvq_context_config_init(void);
/* Creates a context. With AUTO it never fails for lack of a GPU: it falls
   back to the CPU and kvq_context_backend_reason() says why. On failure
   *out is NULL. config may be NULL for the defaults. */
KVQDEF kvq_result kvq_context_create(const kvq_context_config *config, kvq_context **out);
/* Waits for all recorded work, frees everything the context owns (buffers and
   caches still alive included). NULL is allowed. */
KVQDEF void kvq_context_destroy(kvq_context *ctx);
KVQDEF kvq_backend kvq_context_backend(const kvq_context *ctx);
/* "cpu" or the Vulkan device name. */
KVQDEF const char *kvq_context_device_name(const kvq_context *ctx);
/* Why Vulkan was not chosen ("" when it was). */
KVQDEF const char *kvq_context_backend_reason(const kvq_context *ctx);
/* Detailed message of the last failed call on this context (which argument,
   what value, what limit); kept until the next failure, "" before any. */
KVQDEF const char *kvq_context_last_error(const kvq_context *ctx);

/* >>buffers ------------------------------------------------------------- */
/* A buffer is device memory on Vulkan, host memory on the CPU backend.
   Offsets and sizes are in bytes. */
typedef struct kvq_buffer kvq_buffer;
KVQDEF kvq_result kvq_buffer_create(kvq_context *ctx, uint64_t size, kvq_buffer **out);
/* Waits for recorded work that may use it first. NULL is allowed. */
KVQDEF void kvq_buffer_destroy(kvq_context *ctx, kvq_buffer *buf);
KVQDEF uint64_t kvq_buffer_size(const kvq_buffer *buf);
/* Host -> buffer and buffer -> host. Both wait for the recorded work first
   (submitting it if needed) and return its device error, if any. */
KVQDEF kvq_result kvq_buffer_write(kvq_context *ctx, kvq_buffer *buf, uint64_t offset,
                                   const void *src, uint64_t size);
KVQDEF kvq_result kvq_buffer_read(kvq_context *ctx, const kvq_buffer *buf, uint64_t offset,
                                  void *dst, uint64_t size);
/* Fills [offset, offset + size) with a repeated 32-bit word; offset and size
   multiples of 4. Recorded like an op. */
KVQDEF kvq_result kvq_buffer_fill(kvq_context *ctx, kvq_buffer *buf, uint64_t offset,
                                  uint64_t size, uint32_t word);

/* >>layout -------------------------------------------------------------- */
/* Storage of one row (head_dim values of one token and head) in a format:
   the codes, then separately the parameters (scales, then biases, each in
   param_dtype, packed, padded to whole 32-bit words). */
typedef struct kvq_row_layout {
    uint32_t code_words;  /* u32 words of codes per row */
    uint32_t param_words; /* u32 words of parameters per row (0 for plain) */
    uint32_t n_groups;    /* groups per row (1 for plain) */
    double bits_per_value; /* (code_words + param_words) * 32 / head_dim */
} kvq_row_layout;

/* Fills *out, or returns an error code (without a message: kvq_cache_create
   makes the same checks and says more). group_size 0 = default, param_dtype
   DEFAULT = f16. */
KVQDEF kvq_result kvq_row_layout_get(kvq_format format, uint32_t head_dim, uint32_t group_size,
                                     kvq_dtype param_dtype, kvq_row_layout *out);

/* >>cache --------------------------------------------------------------- */
typedef struct kvq_cache_desc {
    uint32_t n_kv_heads;
    uint32_t head_dim;    /* multiple of 16, 16..1024 */
    uint32_t block_size;  /* slots per block; contiguous cache: its capacity */
    uint32_t n_blocks;    /* 0 or 1: contiguous */
    kvq_format k_format;  /* DEFAULT: F16 */
    kvq_format v_format;
    uint32_t group_size;  /* 0: 32 if it divides head_dim, else head_dim */
    kvq_dtype param_dtype; /* DEFAULT: f16 */
} kvq_cache_desc;

typedef struct kvq_cache kvq_cache;

KVQDEF kvq_cache_desc kvq_cache_desc_init(void);
/* Allocates the storage (codes and params for K and V). Its contents are
   undefined until written. */
KVQDEF kvq_result kvq_cache_create(kvq_context *ctx, const kvq_cache_desc *desc, kvq_cache **out);
KVQDEF void kvq_cache_destroy(kvq_context *ctx, kvq_cache *cache);
/* The descriptor with defaults resolved. */
KVQDEF kvq_cache_desc kvq_cache_get_desc(const kvq_cache *cache);
/* n_blocks * block_size. */
KVQDEF uint64_t kvq_cache_capacity(const kvq_cache *cache);
/* Bytes of storage (codes + params of K and V). */
KVQDEF uint64_t kvq_cache_bytes(const kvq_cache *cache);
/* Storage bits per stored value of K or V (codes + params). */
KVQDEF double kvq_cache_bits_per_value(const kvq_cache *cache, kvq_which which);
/* The buffers holding K's or V's codes ([n_blocks][n_kv_heads][block_size]
   [code_words]) and params (same with param_words; NULL for plain formats),
   for saving, restoring or inspecting a cache. Owned by the cache. */
KVQDEF kvq_result kvq_cache_storage(kvq_cache *cache, kvq_which which, kvq_buffer **codes,
                                    kvq_buffer **params);

/* Offsets into buffers are in bytes and must be multiples of 4.
   Where rows go (write) or come from (read): with slots == NULL, token i is
   slot start + i; otherwise slots holds n_tokens int32 slot indices (slot =
   block * block_size + offset) at slots_offset, and a negative entry skips
   that token. An entry >= capacity is an error (the whole op does nothing).
   If two tokens of one write name the same slot, which one is stored is
   unspecified. */
typedef struct kvq_write_params {
    const kvq_buffer *k;  /* [n_tokens][n_kv_heads][head_dim] of dtype; NULL: skip K */
    uint64_t k_offset;
    const kvq_buffer *v;  /* same for V; NULL: skip V (not both NULL) */
    uint64_t v_offset;
    kvq_dtype dtype;      /* DEFAULT: f32 */
    uint32_t n_tokens;
    uint32_t start;
    const kvq_buffer *slots;
    uint64_t slots_offset;
} kvq_write_params;

typedef struct kvq_read_params {
    kvq_which which;
    kvq_buffer *out;      /* [n_kv_heads][n_tokens][head_dim] of dtype */
    uint64_t out_offset;
    kvq_dtype dtype;      /* DEFAULT: f32 */
    uint32_t n_tokens;
    uint32_t start;
    const kvq_buffer *slots; /* negative entry: that token's rows are left as they are */
    uint64_t slots_offset;
} kvq_read_params;

KVQDEF kvq_write_params kvq_write_params_init(void);
KVQDEF kvq_read_params kvq_read_params_init(void);
/* Quantizes n_tokens rows of K and/or V into the cache. */
KVQDEF kvq_result kvq_cache_write(kvq_context *ctx, kvq_cache *cache, const kvq_write_params *p);
/* Dequantizes n_tokens positions of K or V into out. */
KVQDEF kvq_result kvq_cache_read(kvq_context *ctx, const kvq_cache *cache, const kvq_read_params *p);

/* >>rows ---------------------------------------------------------------- */
/* Plain arrays of rows, for users who manage their own memory: n_rows rows of
   head_dim values <-> codes [n_rows][code_words] and params
   [n_rows][param_words] (kvq_row_layout_get gives both). */
typedef struct kvq_rows_params {
    kvq_format format;
    uint32_t head_dim;
    uint32_t group_size;   /* 0: default as in kvq_cache_desc */
    kvq_dtype param_dtype; /* DEFAULT: f16 */
    uint32_t n_rows;
    kvq_buffer *values;    /* [n_rows][head_dim] of dtype */
    uint64_t values_offset;
    kvq_dtype dtype;       /* DEFAULT: f32 */
    kvq_buffer *codes;
    uint64_t codes_offset; /* multiple of 4 */
    kvq_buffer *params;    /* NULL allowed for plain formats */
    uint64_t params_offset; /* multiple of 4 */
} kvq_rows_params;

KVQDEF kvq_rows_params kvq_rows_params_init(void);
/* values -> codes + params */
KVQDEF kvq_result kvq_quantize(kvq_context *ctx, const kvq_rows_params *p);
/* codes + params -> values */
KVQDEF kvq_result kvq_dequantize(kvq_context *ctx, const kvq_rows_params *p);

/* >>sync ---------------------------------------------------------------- */
/* Starts the recorded work (no-op when nothing is recorded or on the CPU). */
KVQDEF kvq_result kvq_submit(kvq_context *ctx);
/* Submits if needed, waits, and returns the first device-detected error of
   the waited work (KVQ_ERROR_OUT_OF_RANGE for a bad slot mapping entry). */
KVQDEF kvq_result kvq_wait(kvq_context *ctx);
/* Seconds between the start and the end of the last waited batch, measured
   with GPU timestamps on Vulkan (host clock on the CPU); < 0 if unknown. */
KVQDEF double kvq_last_batch_seconds(const kvq_context *ctx);

#endif /* KVQ_H */

/* ======================================================================== */
/*                             IMPLEMENTATION                               */
/* ======================================================================== */
#ifdef KVQ_IMPLEMENTATION
#ifndef KVQ__IMPLEMENTED
#define KVQ__IMPLEMENTED

/* >>config --------------------------------------------------------------- */
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#ifndef KVQ_ASSERT
#include <assert.h>
#define KVQ_ASSERT(x) assert(x)
#endif

#if !defined(KVQ_NO_VULKAN)
#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>
#if defined(_WIN32)
#include <windows.h>
#else
#include <dlfcn.h>
#endif
#endif

#define KVQ__MAX_HEAD_DIM 1024u
#define KVQ__GRAIN 16u /* head_dim and group sizes are multiples: a group's codes fill whole words */
#define KVQ__WG 64u    /* invocations per workgroup of every kernel */
#define KVQ__MAX_GROUPS 16384u /* row kernels loop so as to launch at most about this many workgroups */
#define KVQ__STAGING_BYTES ((uint64_t)16 << 20)
#define KVQ__MAX_OPS_PER_BATCH 1024u

/* The generated GLSL header (shaders/kvq_defs.glsl, written by gen/glsl_defs.c)
   is made from these lists, so C and the shaders share one definition. */

/* Push constants of every kernel, all u32 (layout std430 = this struct). */
#define KVQ__PUSH_LIST(X)                                                         \
    X(n_tokens) X(n_kv_heads) X(start) X(use_slots) X(capacity) X(block_size)     \
    X(code_words) X(param_words) X(values_off) X(slots_off) X(codes_off)          \
    X(params_off) X(status_index) X(rows_per_group)

typedef struct kvq__push {
#define KVQ__X(name) uint32_t name;
    KVQ__PUSH_LIST(KVQ__X)
#undef KVQ__X
} kvq__push;
typedef char kvq__push_size_check[(sizeof(kvq__push) == 14 * 4 && sizeof(kvq__push) <= 128) ? 1 : -1];

/* Specialization constants (constant_id = position + 1; id 0 is the
   workgroup size). */
#define KVQ__SPEC_LIST(X) X(FORMAT) X(DTYPE) X(PARAM_DTYPE) X(HEAD_DIM) X(GROUP_SIZE)
enum {
#define KVQ__X(name) KVQ__SPEC_##name,
    KVQ__SPEC_LIST(KVQ__X)
#undef KVQ__X
    KVQ__SPEC_COUNT
};

/* The kernels: X(id, shader name, storage buffer bindings). The shader of
   each is shaders/<name>.comp; its SPIR-V is embedded at the end of the file. */
#define KVQ__KERNEL_LIST(X)          \
    X(CACHE_WRITE, cache_write, 5)   \
    X(CACHE_READ, cache_read, 5)     \
    X(SLOT_CHECK, slot_check, 2)

enum {
#define KVQ__X(id, name, nb) KVQ__KERNEL_##id,
    KVQ__KERNEL_LIST(KVQ__X)
#undef KVQ__X
    KVQ__KERNEL_COUNT
};

/* Status words per recorded op (device-detected errors). */
#define KVQ__STATUS_WORDS 4u
#define KVQ__STATUS_BAD_SLOT 1u

/* >>common --------------------------------------------------------------- */
const char *kvq_result_string(kvq_result r)
{
    switch (r) {
#define KVQ__X(name, value, text) \
    case name:                    \
        return text;
        KVQ_RESULT_LIST(KVQ__X)
#undef KVQ__X
    default:
        return "unknown result";
    }
}

const char *kvq_format_name(kvq_format f)
{
    switch (f) {
#define KVQ__X(name, value, bits, s, b) \
    case name:                          \
        return &#name[11];
        KVQ_FORMAT_LIST(KVQ__X)
#undef KVQ__X
    default:
        return "?";
    }
}

const char *kvq_dtype_name(kvq_dtype d)
{
    switch (d) {
    case KVQ_DTYPE_DEFAULT: return "default";
    case KVQ_DTYPE_F32: return "f32";
    case KVQ_DTYPE_F16: return "f16";
    case KVQ_DTYPE_BF16: return "bf16";
    }
    return "?";
}

static uint32_t kvq__format_bits(kvq_format f)
{
    switch (f) {
#define KVQ__X(name, value, bits, s, b) \
    case name:                          \
        return bits;
        KVQ_FORMAT_LIST(KVQ__X)
#undef KVQ__X
    default:
        return 0;
    }
}

static uint32_t kvq__format_params_per_group(kvq_format f)
{
    switch (f) {
#define KVQ__X(name, value, bits, s, b) \
    case name:                          \
        return (s) + (b);
        KVQ_FORMAT_LIST(KVQ__X)
#undef KVQ__X
    default:
        return 0;
    }
}

static int kvq__dtype_valid(kvq_dtype d) { return d >= KVQ_DTYPE_DEFAULT && d <= KVQ_DTYPE_BF16; }
static kvq_dtype kvq__io_dtype(kvq_dtype d) { return d == KVQ_DTYPE_DEFAULT ? KVQ_DTYPE_F32 : d; }
static kvq_dtype kvq__param_dtype(kvq_dtype d) { return d == KVQ_DTYPE_DEFAULT ? KVQ_DTYPE_F16 : d; }
static uint32_t kvq__dtype_bytes(kvq_dtype d) { return kvq__io_dtype(d) == KVQ_DTYPE_F32 ? 4u : 2u; }
static int kvq__format_quantized(kvq_format f) { return kvq__format_params_per_group(f) != 0; }

/* Validated, defaults-resolved geometry of one row in one format. */
typedef struct kvq__fmt {
    kvq_format format;
    kvq_dtype param_dtype;
    uint32_t head_dim, group_size, bits;
    kvq_row_layout lay;
} kvq__fmt;

/* Checks a format/geometry; on failure writes why into msg. */
static kvq_result kvq__fmt_make(kvq_format format, uint32_t head_dim, uint32_t group_size,
                                kvq_dtype param_dtype, kvq__fmt *f, char *msg, size_t msg_size)
{
    uint32_t np;
    memset(f, 0, sizeof *f);
    if (format == KVQ_FORMAT_DEFAULT) format = KVQ_FORMAT_F16;
    if (kvq__format_bits(format) == 0) {
        snprintf(msg, msg_size, "format %d is not a kvq_format", (int)format);
        return KVQ_ERROR_INVALID_ARGUMENT;
    }
    if (!kvq__dtype_valid(param_dtype)) {
        snprintf(msg, msg_size, "param_dtype %d is not a kvq_dtype", (int)param_dtype);
        return KVQ_ERROR_INVALID_ARGUMENT;
    }
    if (head_dim == 0 || head_dim % KVQ__GRAIN != 0 || head_dim > KVQ__MAX_HEAD_DIM) {
        snprintf(msg, msg_size, "head_dim %u is not supported: it must be a multiple of %u from %u to %u",
                 head_dim, KVQ__GRAIN, KVQ__GRAIN, KVQ__MAX_HEAD_DIM);
        return head_dim == 0 ? KVQ_ERROR_INVALID_ARGUMENT : KVQ_ERROR_UNSUPPORTED;
    }
    if (group_size == 0) group_size = (head_dim % 32u == 0) ? 32u : head_dim;
    if (group_size % KVQ__GRAIN != 0 || head_dim % group_size != 0) {
        snprintf(msg, msg_size, "group_size %u is not supported with head_dim %u: it must be a multiple of %u that divides head_dim",
                 group_size, head_dim, KVQ__GRAIN);
        return KVQ_ERROR_UNSUPPORTED;
    }
    f->format = format;
    f->param_dtype = kvq__param_dtype(param_dtype);
    f->head_dim = head_dim;
    f->bits = kvq__format_bits(format);
    np = kvq__format_params_per_group(format);
    if (np == 0) group_size = head_dim; /* plain: the row is one group */
    f->group_size = group_size;
    f->lay.n_groups = head_dim / group_size;
    f->lay.code_words = head_dim * f->bits / 32u; /* head_dim % 16 == 0: whole words */
    f->lay.param_words = np == 0 ? 0u
                                 : (np * f->lay.n_groups * kvq__dtype_bytes(f->param_dtype) + 3u) / 4u;
    f->lay.bits_per_value = (double)(f->lay.code_words + f->lay.param_words) * 32.0 / head_dim;
    return KVQ_SUCCESS;
}

kvq_result kvq_row_layout_get(kvq_format format, uint32_t head_dim, uint32_t group_size,
                              kvq_dtype param_dtype, kvq_row_layout *out)
{
    kvq__fmt f;
    char msg[8];
    kvq_result r;
    if (!out) return KVQ_ERROR_INVALID_ARGUMENT;
    r = kvq__fmt_make(format, head_dim, group_size, param_dtype, &f, msg, sizeof msg);
    if (r == KVQ_SUCCESS) *out = f.lay;
    return r;
}

/* >>formats --------------------------------------------------------------- */
/* The scalar math of FORMATS.md: the single source of truth on the CPU.
   shaders/kvq_common.glsl is its transcription; keep the two in step. */
static uint32_t kvq__f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float kvq__u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static int kvq__finite(float f) { return (kvq__f2u(f) & 0x7f800000u) != 0x7f800000u; }

/* f32 -> f16 bits: round to nearest even; finite values beyond the range
   saturate to +-65504; inf and NaN are kept. */
static uint32_t kvq__f32_to_f16(float f)
{
    uint32_t x = kvq__f2u(f), sign = (x >> 16) & 0x8000u, a = x & 0x7fffffffu;
    if (a >= 0x7f800000u) return sign | (a > 0x7f800000u ? 0x7e00u | ((a >> 13) & 0x3ffu) : 0x7c00u);
    if (a >= 0x477ff000u) return sign | 0x7bffu; /* would round to inf */
    if (a >= 0x38800000u) {                      /* normal in f16 */
        uint32_t r = (a + 0x0fffu + ((a >> 13) & 1u)) >> 13;
        return sign | (r - (112u << 10));
    } else {
        uint32_t e = a >> 23, shift = 126u - e, m = (a & 0x7fffffu) | 0x800000u, q, rem, half;
        if (e == 0 || shift > 24u) return sign; /* below half the smallest subnormal */
        q = m >> shift;
        rem = m & ((1u << shift) - 1u);
        half = 1u << (shift - 1u);
        if (rem > half || (rem == half && (q & 1u))) q++;
        return sign | q;
    }
}

static float kvq__f16_to_f32(uint32_t h)
{
    uint32_t sign = (h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
    if (e == 0) {
        float v = (float)m * 5.9604644775390625e-8f; /* m * 2^-24, exact */
        return sign ? -v : v;
    }
    if (e == 31u) return kvq__u2f(sign | 0x7f800000u | (m << 13));
    return kvq__u2f(sign | ((e + 112u) << 23) | (m << 13));
}

/* f32 -> bf16 bits: round to nearest even, finite saturates, inf/NaN kept. */
static uint32_t kvq__f32_to_bf16(float f)
{
    uint32_t x = kvq__f2u(f), r;
    if ((x & 0x7fffffffu) > 0x7f800000u) return (x >> 16) | 0x40u;
    if ((x & 0x7fffffffu) == 0x7f800000u) return x >> 16;
    r = (x + 0x7fffu + ((x >> 16) & 1u)) >> 16;
    if ((r & 0x7fffu) == 0x7f80u) r = (r & 0x8000u) | 0x7f7fu;
    return r;
}

static float kvq__bf16_to_f32(uint32_t h) { return kvq__u2f(h << 16); }

/* Value of a stored parameter after rounding to the param dtype; as params
   never see inf from the data (such groups are NaN groups), an inf here
   comes from overflow and saturates. */
static uint32_t kvq__param_encode(float v, kvq_dtype pd)
{
    if (pd == KVQ_DTYPE_F32) {
        if ((kvq__f2u(v) & 0x7fffffffu) == 0x7f800000u) v = v > 0 ? 3.402823466e38f : -3.402823466e38f;
        return kvq__f2u(v);
    }
    if ((kvq__f2u(v) & 0x7fffffffu) == 0x7f800000u) v = v > 0 ? 1e30f : -1e30f;
    return pd == KVQ_DTYPE_F16 ? kvq__f32_to_f16(v) : kvq__f32_to_bf16(v);
}

static float kvq__param_decode(uint32_t bits, kvq_dtype pd)
{
    return pd == KVQ_DTYPE_F32 ? kvq__u2f(bits) : pd == KVQ_DTYPE_F16 ? kvq__f16_to_f32(bits) : kvq__bf16_to_f32(bits);
}

static void kvq__param_store(uint32_t *params, uint32_t index, uint32_t bits, kvq_dtype pd)
{
    if (pd == KVQ_DTYPE_F32) params[index] = bits;
    else params[index >> 1] |= bits << ((index & 1u) * 16u);
}

static uint32_t kvq__param_load(const uint32_t *params, uint32_t index, kvq_dtype pd)
{
    return pd == KVQ_DTYPE_F32 ? params[index] : (params[index >> 1] >> ((index & 1u) * 16u)) & 0xffffu;
}

/* OCP fp8: round to nearest even, saturate finite values to +-max, NaN ->
   S.1111111; inf -> NaN (E4M3) or inf (E5M2). */
static uint32_t kvq__fp8_encode(float x, int e5m2)
{
    const uint32_t mbits = e5m2 ? 2u : 3u, bias = e5m2 ? 15u : 7u;
    const uint32_t maxcode = e5m2 ? 0x7bu : 0x7eu;
    uint32_t u = kvq__f2u(x), sign = (u >> 24) & 0x80u, a = u & 0x7fffffffu, q;
    if (a > 0x7f800000u) return sign | 0x7fu;
    if (a == 0x7f800000u) return sign | (e5m2 ? 0x7cu : 0x7fu);
    if (a < ((127u - bias + 1u) << 23)) {
        /* below the smallest normal: multiples of 2^(1 - bias - mbits) */
        float t = kvq__u2f(a) * (e5m2 ? 65536.0f : 512.0f);
        float r = floorf(t), d = t - r;
        q = (uint32_t)r;
        if (d > 0.5f || (d == 0.5f && (q & 1u))) q++;
    } else {
        uint32_t sh = 23u - mbits;
        uint32_t r = (a + ((1u << (sh - 1u)) - 1u) + ((a >> sh) & 1u)) >> sh;
        q = r - ((127u - bias) << mbits);
    }
    return sign | (q > maxcode ? maxcode : q);
}

static float kvq__fp8_decode(uint32_t c, int e5m2)
{
    const uint32_t mbits = e5m2 ? 2u : 3u, bias = e5m2 ? 15u : 7u;
    uint32_t e = (c & 0x7fu) >> mbits, m = c & ((1u << mbits) - 1u);
    float v;
    if (!e5m2 && (c & 0x7fu) == 0x7fu) return kvq__u2f(0x7fc00000u);
    if (e5m2 && e == 31u) return kvq__u2f((c & 0x80u ? 0x80000000u : 0u) | (m ? 0x7fc00000u : 0x7f800000u));
    if (e == 0) v = (float)m * (e5m2 ? 1.52587890625e-5f : 0.001953125f); /* m * 2^(1-bias-mbits) */
    else v = kvq__u2f(((e + 127u - bias) << 23) | (m << (23u - mbits)));
    return (c & 0x80u) ? -v : v;
}

static float kvq__round_half_away(float t)
{
    float a = fabsf(t), r = floorf(a);
    if (a - r >= 0.5f) r += 1.0f;
    return t < 0 ? -r : r;
}

/* Quantizes one row x[head_dim] into codes[code_words] and params[param_words]. */
static void kvq__quantize_row(const kvq__fmt *f, const float *x, uint32_t *codes, uint32_t *params)
{
    const uint32_t D = f->head_dim, G = f->group_size, b = f->bits, per = 32u / b;
    const uint32_t qmax = (1u << (b & 31u)) - 1u, ng = f->lay.n_groups;
    const kvq_dtype pd = f->param_dtype;
    uint32_t g, i;
    switch (f->format) {
    case KVQ_FORMAT_F32:
        for (i = 0; i < D; i++) codes[i] = kvq__f2u(x[i]);
        return;
    case KVQ_FORMAT_F16:
    case KVQ_FORMAT_BF16:
        for (i = 0; i < D; i += 2) {
            uint32_t lo = f->format == KVQ_FORMAT_F16 ? kvq__f32_to_f16(x[i]) : kvq__f32_to_bf16(x[i]);
            uint32_t hi = f->format == KVQ_FORMAT_F16 ? kvq__f32_to_f16(x[i + 1]) : kvq__f32_to_bf16(x[i + 1]);
            codes[i / 2] = lo | (hi << 16);
        }
        return;
    default:
        break;
    }
    memset(params, 0, f->lay.param_words * 4u);
    memset(codes, 0, f->lay.code_words * 4u);
    for (g = 0; g < ng; g++) {
        const float *xg = x + g * G;
        float mn = xg[0], mx = xg[0], amax = 0.0f, s, z = 0.0f, inv;
        int finite = 1;
        for (i = 0; i < G; i++) {
            finite &= kvq__finite(xg[i]);
            if (xg[i] < mn) mn = xg[i];
            if (xg[i] > mx) mx = xg[i];
            if (fabsf(xg[i]) > amax) amax = fabsf(xg[i]);
        }
        if (!finite) {
            float nan = kvq__u2f(0x7fc00000u);
            kvq__param_store(params, g, kvq__param_encode(nan, pd), pd);
            if (kvq__format_params_per_group(f->format) == 2) kvq__param_store(params, ng + g, kvq__param_encode(nan, pd), pd);
            if (f->format == KVQ_FORMAT_E4M3 || f->format == KVQ_FORMAT_E5M2)
                for (i = 0; i < G; i++) codes[(g * G + i) / per] |= 0x7fu << (((g * G + i) % per) * b);
            continue;
        }
        if (kvq__format_params_per_group(f->format) == 2) { /* affine */
            uint32_t sb = kvq__param_encode(mx == mn ? 1.0f : (mx - mn) / (float)qmax, pd);
            uint32_t zb = kvq__param_encode(mn == 0.0f ? 0.0f : mn, pd); /* a zero minimum is stored as +0 */
            s = kvq__param_decode(sb, pd);
            z = kvq__param_decode(zb, pd);
            kvq__param_store(params, ng + g, zb, pd);
            if (s == 0.0f) { /* range below the param dtype's resolution: constant group */
                kvq__param_store(params, g, kvq__param_encode(1.0f, pd), pd);
                continue;
            }
            kvq__param_store(params, g, sb, pd);
            inv = 1.0f / s;
            for (i = 0; i < G; i++) {
                float t = floorf((xg[i] - z) * inv + 0.5f);
                uint32_t c = t >= 0.0f ? (t > (float)qmax ? qmax : (uint32_t)t) : 0u;
                codes[(g * G + i) / per] |= c << (((g * G + i) % per) * b);
            }
        } else { /* absmax-scaled: Q8S, E4M3, E5M2 */
            float fmax = f->format == KVQ_FORMAT_Q8S ? 127.0f : f->format == KVQ_FORMAT_E4M3 ? 448.0f : 57344.0f;
            uint32_t sb = kvq__param_encode(amax / fmax, pd);
            s = kvq__param_decode(sb, pd);
            kvq__param_store(params, g, sb, pd);
            if (s == 0.0f) continue;
            for (i = 0; i < G; i++) {
                uint32_t c;
                if (f->format == KVQ_FORMAT_Q8S) {
                    float t = kvq__round_half_away(xg[i] / s);
                    t = t > 127.0f ? 127.0f : t < -127.0f ? -127.0f : t;
                    c = (uint32_t)(int32_t)t & 0xffu;
                } else {
                    c = kvq__fp8_encode(fabsf(xg[i]) / s, f->format == KVQ_FORMAT_E5M2) | ((kvq__f2u(xg[i]) >> 24) & 0x80u);
                }
                codes[(g * G + i) / per] |= c << (((g * G + i) % per) * b);
            }
        }
    }
}

/* Dequantizes one row; parameters are decoded once per group. */
static void kvq__dequantize_row(const kvq__fmt *f, const uint32_t *codes, const uint32_t *params, float *y)
{
    const uint32_t D = f->head_dim, G = f->group_size, b = f->bits, per = 32u / b;
    const uint32_t mask = (1u << (b & 31u)) - 1u, ng = f->lay.n_groups;
    const kvq_dtype pd = f->param_dtype;
    uint32_t g, i;
    switch (f->format) {
    case KVQ_FORMAT_F32:
        for (i = 0; i < D; i++) y[i] = kvq__u2f(codes[i]);
        return;
    case KVQ_FORMAT_F16:
        for (i = 0; i < D; i++) y[i] = kvq__f16_to_f32((codes[i / 2] >> ((i % 2) * 16u)) & 0xffffu);
        return;
    case KVQ_FORMAT_BF16:
        for (i = 0; i < D; i++) y[i] = kvq__bf16_to_f32((codes[i / 2] >> ((i % 2) * 16u)) & 0xffffu);
        return;
    default:
        break;
    }
    for (g = 0; g < ng; g++) {
        float s = kvq__param_decode(kvq__param_load(params, g, pd), pd), z = 0.0f;
        uint32_t e;
        if (kvq__format_params_per_group(f->format) == 2) z = kvq__param_decode(kvq__param_load(params, ng + g, pd), pd);
        for (e = g * G; e < (g + 1u) * G; e++) {
            uint32_t c = (codes[e / per] >> ((e % per) * b)) & mask;
            switch (f->format) {
            case KVQ_FORMAT_Q8S: y[e] = (float)(int32_t)(int8_t)(uint8_t)c * s; break;
            case KVQ_FORMAT_E4M3: y[e] = kvq__fp8_decode(c, 0) * s; break;
            case KVQ_FORMAT_E5M2: y[e] = kvq__fp8_decode(c, 1) * s; break;
            default: y[e] = (float)c * s + z; break; /* affine */
            }
        }
    }
}

/* Element i of a packed array of dtype. */
static float kvq__load_value(const void *base, uint64_t i, kvq_dtype dt)
{
    const unsigned char *p = (const unsigned char *)base;
    if (dt == KVQ_DTYPE_F32) { float f; memcpy(&f, p + i * 4u, 4); return f; }
    else {
        uint16_t h;
        memcpy(&h, p + i * 2u, 2);
        return dt == KVQ_DTYPE_F16 ? kvq__f16_to_f32(h) : kvq__bf16_to_f32(h);
    }
}

static void kvq__store_value(void *base, uint64_t i, float v, kvq_dtype dt)
{
    unsigned char *p = (unsigned char *)base;
    if (dt == KVQ_DTYPE_F32) memcpy(p + i * 4u, &v, 4);
    else {
        uint16_t h = (uint16_t)(dt == KVQ_DTYPE_F16 ? kvq__f32_to_f16(v) : kvq__f32_to_bf16(v));
        memcpy(p + i * 2u, &h, 2);
    }
}

/* >>context -------------------------------------------------------------- */
#if !defined(KVQ_NO_VULKAN)
/* Entry points, loaded per context (no global Vulkan state). */
#define KVQ__VK_GLOBAL_FUNCS(X) \
    X(vkCreateInstance) X(vkEnumerateInstanceExtensionProperties) X(vkEnumerateInstanceLayerProperties)
#define KVQ__VK_INSTANCE_FUNCS(X)                                                                       \
    X(vkDestroyInstance) X(vkEnumeratePhysicalDevices) X(vkGetPhysicalDeviceProperties)                 \
    X(vkGetPhysicalDeviceQueueFamilyProperties) X(vkGetPhysicalDeviceMemoryProperties)                  \
    X(vkCreateDevice) X(vkGetDeviceProcAddr)
#define KVQ__VK_DEVICE_FUNCS(X)                                                                         \
    X(vkDestroyDevice) X(vkGetDeviceQueue) X(vkCreateBuffer) X(vkDestroyBuffer)                         \
    X(vkGetBufferMemoryRequirements) X(vkAllocateMemory) X(vkFreeMemory) X(vkBindBufferMemory)          \
    X(vkMapMemory) X(vkUnmapMemory) X(vkCreateCommandPool) X(vkDestroyCommandPool)                      \
    X(vkAllocateCommandBuffers) X(vkBeginCommandBuffer) X(vkEndCommandBuffer) X(vkResetCommandBuffer)   \
    X(vkCmdCopyBuffer) X(vkCmdFillBuffer) X(vkCmdPipelineBarrier) X(vkCmdBindPipeline)                  \
    X(vkCmdBindDescriptorSets) X(vkCmdPushConstants) X(vkCmdDispatch) X(vkCmdWriteTimestamp)            \
    X(vkCmdResetQueryPool) X(vkCreateQueryPool) X(vkDestroyQueryPool) X(vkGetQueryPoolResults)          \
    X(vkQueueSubmit) X(vkCreateFence) X(vkDestroyFence) X(vkWaitForFences) X(vkResetFences)             \
    X(vkCreateShaderModule) X(vkDestroyShaderModule) X(vkCreateDescriptorSetLayout)                     \
    X(vkDestroyDescriptorSetLayout) X(vkCreatePipelineLayout) X(vkDestroyPipelineLayout)                \
    X(vkCreateComputePipelines) X(vkDestroyPipeline) X(vkCreateDescriptorPool)                          \
    X(vkDestroyDescriptorPool) X(vkResetDescriptorPool) X(vkAllocateDescriptorSets)                     \
    X(vkUpdateDescriptorSets) X(vkDeviceWaitIdle)

typedef struct kvq__vk_pipe {
    uint32_t kernel;
    uint32_t spec[KVQ__SPEC_COUNT];
    VkPipeline pipeline;
} kvq__vk_pipe;

typedef struct kvq__vk {
    void *lib;
    PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr;
    PFN_vkCreateDebugUtilsMessengerEXT vkCreateDebugUtilsMessengerEXT;
    PFN_vkDestroyDebugUtilsMessengerEXT vkDestroyDebugUtilsMessengerEXT;
#define KVQ__X(fn) PFN_##fn fn;
    KVQ__VK_GLOBAL_FUNCS(KVQ__X) KVQ__VK_INSTANCE_FUNCS(KVQ__X) KVQ__VK_DEVICE_FUNCS(KVQ__X)
#undef KVQ__X
    VkInstance instance;
    VkDebugUtilsMessengerEXT messenger;
    VkPhysicalDevice physical;
    VkPhysicalDeviceProperties props;
    VkPhysicalDeviceMemoryProperties mem;
    VkDevice device;
    VkQueue queue;
    uint32_t queue_family;
    uint32_t timestamp_bits;
    VkCommandPool cmd_pool;
    VkCommandBuffer cmd;
    VkFence fence;
    VkQueryPool queries;
    int recording;  /* cmd is open */
    int in_flight;  /* cmd was submitted, not yet waited */
    uint32_t n_ops; /* ops recorded in the open batch */
    /* per kernel */
    VkShaderModule modules[KVQ__KERNEL_COUNT];
    VkDescriptorSetLayout set_layouts[KVQ__KERNEL_COUNT];
    VkPipelineLayout layouts[KVQ__KERNEL_COUNT];
    kvq__vk_pipe *pipelines;
    uint32_t n_pipelines, cap_pipelines;
    VkDescriptorPool *pools;
    uint32_t n_pools, cur_pool;
    /* staging for host transfers */
    VkBuffer staging;
    VkDeviceMemory staging_mem;
    void *staging_map;
    /* status words of the ops of a batch (host visible) */
    VkBuffer status;
    VkDeviceMemory status_mem;
    uint32_t *status_map;
    const char *op_names[KVQ__MAX_OPS_PER_BATCH];
} kvq__vk;
#endif

struct kvq_context {
    kvq_backend backend;
    kvq_allocator alloc;
    kvq_log_fn log;
    void *log_user;
    kvq_log_level log_level;
    double last_batch_seconds;
    double cpu_batch_start;
    char device_name[256];
    char reason[512];
    char last_error[512];
    kvq_buffer *buffers; /* live objects, freed by kvq_context_destroy */
    kvq_cache *caches;
#if !defined(KVQ_NO_VULKAN)
    kvq__vk vk;
#endif
};

struct kvq_buffer {
    kvq_buffer *prev, *next; /* the context's list of live buffers */
    uint64_t size;
    unsigned char *host; /* CPU backend */
#if !defined(KVQ_NO_VULKAN)
    VkBuffer vk;
    VkDeviceMemory mem;
#endif
};

struct kvq_cache {
    kvq_cache *prev, *next; /* the context's list of live caches */
    kvq_cache_desc desc;
    uint64_t capacity;
    kvq__fmt fmt[2];        /* K, V */
    kvq_buffer *codes[2];
    kvq_buffer *params[2];  /* NULL for plain formats */
};

static void *kvq__default_alloc(void *user, size_t size) { (void)user; return malloc(size); }
static void kvq__default_free(void *user, void *p) { (void)user; free(p); }

static void *kvq__malloc(kvq_context *ctx, size_t size)
{
    return ctx->alloc.alloc(ctx->alloc.user, size ? size : 1);
}

static void kvq__free(kvq_context *ctx, void *p)
{
    if (p) ctx->alloc.free(ctx->alloc.user, p);
}

#if defined(__GNUC__) || defined(__clang__)
#define KVQ__PRINTF(a, b) __attribute__((format(printf, a, b)))
#else
#define KVQ__PRINTF(a, b)
#endif

static void kvq__logf(kvq_context *ctx, kvq_log_level level, const char *fmt, ...) KVQ__PRINTF(3, 4);
static void kvq__logf(kvq_context *ctx, kvq_log_level level, const char *fmt, ...)
{
    char msg[1024];
    va_list ap;
    if (!ctx->log || level > ctx->log_level) return;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    ctx->log(ctx->log_user, level, msg);
}

/* Records the detailed message of a failure and returns r. */
static kvq_result kvq__fail(kvq_context *ctx, kvq_result r, const char *fmt, ...) KVQ__PRINTF(3, 4);
static kvq_result kvq__fail(kvq_context *ctx, kvq_result r, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(ctx->last_error, sizeof ctx->last_error, fmt, ap);
    va_end(ap);
    kvq__logf(ctx, KVQ_LOG_DEBUG, "error: %s", ctx->last_error);
    return r;
}

static double kvq__now(void)
{
#if defined(CLOCK_MONOTONIC)
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
#else
    return (double)clock() / CLOCKS_PER_SEC;
#endif
}

/* Size arithmetic that reports overflow instead of wrapping. */
static int kvq__mul_ok(uint64_t a, uint64_t b, uint64_t *out)
{
    if (a != 0 && b > UINT64_MAX / a) return 0;
    *out = a * b;
    return 1;
}

/* >>vulkan --------------------------------------------------------------- */
#if !defined(KVQ_NO_VULKAN)
static const uint32_t *kvq__spirv(uint32_t kernel, size_t *n_words); /* >>spirv */

static const char *kvq__vk_result_name(VkResult r)
{
    switch (r) {
    case VK_SUCCESS: return "VK_SUCCESS";
    case VK_NOT_READY: return "VK_NOT_READY";
    case VK_TIMEOUT: return "VK_TIMEOUT";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case VK_ERROR_INITIALIZATION_FAILED: return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_DEVICE_LOST: return "VK_ERROR_DEVICE_LOST";
    case VK_ERROR_MEMORY_MAP_FAILED: return "VK_ERROR_MEMORY_MAP_FAILED";
    case VK_ERROR_LAYER_NOT_PRESENT: return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_FEATURE_NOT_PRESENT: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_TOO_MANY_OBJECTS: return "VK_ERROR_TOO_MANY_OBJECTS";
    case VK_ERROR_OUT_OF_POOL_MEMORY: return "VK_ERROR_OUT_OF_POOL_MEMORY";
    default: return "VkResult error";
    }
}

static kvq_result kvq__vk_fail(kvq_context *ctx, VkResult vr, const char *what)
{
    kvq_result r = vr == VK_ERROR_OUT_OF_DEVICE_MEMORY ? KVQ_ERROR_OUT_OF_DEVICE_MEMORY
                   : vr == VK_ERROR_OUT_OF_HOST_MEMORY ? KVQ_ERROR_OUT_OF_MEMORY
                   : vr == VK_ERROR_DEVICE_LOST        ? KVQ_ERROR_DEVICE_LOST
                                                       : KVQ_ERROR_DEVICE;
    kvq__logf(ctx, KVQ_LOG_ERROR, "%s failed: %s (%d)", what, kvq__vk_result_name(vr), (int)vr);
    return kvq__fail(ctx, r, "%s failed: %s (%d)", what, kvq__vk_result_name(vr), (int)vr);
}

#define KVQ__VK_CHECK(ctx, call)                                   \
    do {                                                           \
        VkResult kvq__vr = (call);                                 \
        if (kvq__vr != VK_SUCCESS) return kvq__vk_fail(ctx, kvq__vr, #call); \
    } while (0)

static void *kvq__dl_open(const char *name)
{
#if defined(_WIN32)
    return (void *)LoadLibraryA(name);
#else
    return dlopen(name, RTLD_NOW | RTLD_LOCAL);
#endif
}

static void kvq__dl_close(void *lib)
{
#if defined(_WIN32)
    FreeLibrary((HMODULE)lib);
#else
    dlclose(lib);
#endif
}

static PFN_vkGetInstanceProcAddr kvq__dl_gipa(void *lib)
{
    PFN_vkGetInstanceProcAddr f;
#if defined(_WIN32)
    FARPROC p = GetProcAddress((HMODULE)lib, "vkGetInstanceProcAddr");
#else
    void *p = dlsym(lib, "vkGetInstanceProcAddr");
#endif
    memcpy(&f, &p, sizeof f); /* object -> function pointer without a cast warning */
    return f;
}

static VKAPI_ATTR VkBool32 VKAPI_CALL kvq__vk_debug_cb(VkDebugUtilsMessageSeverityFlagBitsEXT severity,
                                                       VkDebugUtilsMessageTypeFlagsEXT types,
                                                       const VkDebugUtilsMessengerCallbackDataEXT *data, void *user)
{
    kvq_context *ctx = (kvq_context *)user;
    (void)types;
    kvq__logf(ctx, severity >= VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT ? KVQ_LOG_ERROR : KVQ_LOG_WARNING,
              "vulkan validation: %s", data && data->pMessage ? data->pMessage : "(no message)");
    return VK_FALSE;
}

static int kvq__env_flag(const char *name)
{
    const char *v = getenv(name);
    return v && *v && strcmp(v, "0") != 0;
}

static int kvq__vk_has_layer(kvq_context *ctx, const char *name)
{
    uint32_t n = 0, i;
    VkLayerProperties *props;
    int found = 0;
    if (ctx->vk.vkEnumerateInstanceLayerProperties(&n, NULL) != VK_SUCCESS || n == 0) return 0;
    props = (VkLayerProperties *)kvq__malloc(ctx, n * sizeof *props);
    if (!props) return 0;
    if (ctx->vk.vkEnumerateInstanceLayerProperties(&n, props) == VK_SUCCESS)
        for (i = 0; i < n; i++) found |= strcmp(props[i].layerName, name) == 0;
    kvq__free(ctx, props);
    return found;
}

static int kvq__vk_has_instance_ext(kvq_context *ctx, const char *name)
{
    uint32_t n = 0, i;
    VkExtensionProperties *props;
    int found = 0;
    if (ctx->vk.vkEnumerateInstanceExtensionProperties(NULL, &n, NULL) != VK_SUCCESS || n == 0) return 0;
    props = (VkExtensionProperties *)kvq__malloc(ctx, n * sizeof *props);
    if (!props) return 0;
    if (ctx->vk.vkEnumerateInstanceExtensionProperties(NULL, &n, props) == VK_SUCCESS)
        for (i = 0; i < n; i++) found |= strcmp(props[i].extensionName, name) == 0;
    kvq__free(ctx, props);
    return found;
}

static int32_t kvq__vk_find_memory(kvq_context *ctx, uint32_t type_bits, VkMemoryPropertyFlags want,
                                   VkMemoryPropertyFlags avoid)
{
    uint32_t i;
    for (i = 0; i < ctx->vk.mem.memoryTypeCount; i++) {
        VkMemoryPropertyFlags f = ctx->vk.mem.memoryTypes[i].propertyFlags;
        if ((type_bits & (1u << i)) && (f & want) == want && (f & avoid) == 0) return (int32_t)i;
    }
    return -1;
}

/* A buffer with its own memory: device-local unless host_visible. */
static kvq_result kvq__vk_buffer_alloc(kvq_context *ctx, uint64_t size, int host_visible, VkBuffer *buf,
                                       VkDeviceMemory *mem, void **map)
{
    kvq__vk *vk = &ctx->vk;
    VkBufferCreateInfo bi;
    VkMemoryRequirements req;
    VkMemoryAllocateInfo ai;
    VkResult vr;
    int32_t type;
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
    bi.size = size;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
    bi.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
    KVQ__VK_CHECK(ctx, vk->vkCreateBuffer(vk->device, &bi, NULL, buf));
    vk->vkGetBufferMemoryRequirements(vk->device, *buf, &req);
    if (host_visible) {
        type = kvq__vk_find_memory(ctx, req.memoryTypeBits,
                                   VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT |
                                       VK_MEMORY_PROPERTY_HOST_CACHED_BIT, 0);
        if (type < 0)
            type = kvq__vk_find_memory(ctx, req.memoryTypeBits,
                                       VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT, 0);
    } else {
        type = kvq__vk_find_memory(ctx, req.memoryTypeBits, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT, 0);
        if (type < 0) type = kvq__vk_find_memory(ctx, req.memoryTypeBits, 0, 0);
    }
    if (type < 0) {
        vk->vkDestroyBuffer(vk->device, *buf, NULL);
        *buf = VK_NULL_HANDLE;
        return kvq__fail(ctx, KVQ_ERROR_DEVICE, "no suitable Vulkan memory type for a %s buffer",
                         host_visible ? "host-visible" : "device");
    }
    memset(&ai, 0, sizeof ai);
    ai.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
    ai.allocationSize = req.size;
    ai.memoryTypeIndex = (uint32_t)type;
    vr = vk->vkAllocateMemory(vk->device, &ai, NULL, mem);
    if (vr == VK_SUCCESS) vr = vk->vkBindBufferMemory(vk->device, *buf, *mem, 0);
    if (vr == VK_SUCCESS && map) vr = vk->vkMapMemory(vk->device, *mem, 0, VK_WHOLE_SIZE, 0, map);
    if (vr != VK_SUCCESS) {
        vk->vkDestroyBuffer(vk->device, *buf, NULL);
        if (*mem) vk->vkFreeMemory(vk->device, *mem, NULL);
        *buf = VK_NULL_HANDLE;
        *mem = VK_NULL_HANDLE;
        return kvq__vk_fail(ctx, vr, "allocating a Vulkan buffer");
    }
    return KVQ_SUCCESS;
}

static void kvq__vk_buffer_release(kvq_context *ctx, VkBuffer buf, VkDeviceMemory mem)
{
    if (buf) ctx->vk.vkDestroyBuffer(ctx->vk.device, buf, NULL);
    if (mem) ctx->vk.vkFreeMemory(ctx->vk.device, mem, NULL);
}

/* Scores a physical device for AUTO: discrete > integrated > virtual > CPU. */
static int kvq__vk_device_score(VkPhysicalDeviceType t)
{
    switch (t) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return 4;
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return 3;
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return 2;
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return 1;
    default: return 0;
    }
}

static void kvq__vk_destroy(kvq_context *ctx);

/* Opens libvulkan, makes an instance and a device; on failure leaves the
   reason in ctx->reason and cleans up. */
static kvq_result kvq__vk_create(kvq_context *ctx, const kvq_context_config *cfg, int cpu_device_ok)
{
    kvq__vk *vk = &ctx->vk;
    VkApplicationInfo app;
    VkInstanceCreateInfo ici;
    VkDebugUtilsMessengerCreateInfoEXT dbg;
    const char *layers[1] = {"VK_LAYER_KHRONOS_validation"};
    const char *exts[2];
    uint32_t n_exts = 0, n_phys = 0, i, best = 0, n_qf = 0;
    int best_score = -1, validation = cfg->validation || kvq__env_flag("KVQ_VALIDATION"), want = cfg->device_index;
    VkPhysicalDevice *phys;
    VkQueueFamilyProperties *qf;
    VkDeviceQueueCreateInfo qi;
    VkDeviceCreateInfo dci;
    VkCommandPoolCreateInfo cpi;
    VkCommandBufferAllocateInfo cai;
    VkFenceCreateInfo fi;
    VkQueryPoolCreateInfo qpi;
    float prio = 1.0f;
    VkResult vr;
    kvq_result r;
    const char *env_dev = getenv("KVQ_DEVICE");
    const char *names[2];

    names[0] = cfg->vulkan_library;
    names[1] = NULL;
    if (!cfg->vulkan_library) {
#if defined(_WIN32)
        names[0] = "vulkan-1.dll";
#elif defined(__APPLE__)
        names[0] = "libvulkan.1.dylib";
        names[1] = "libMoltenVK.dylib";
#else
        names[0] = "libvulkan.so.1";
        names[1] = "libvulkan.so";
#endif
    }
    for (i = 0; i < 2 && names[i] && !vk->lib; i++) vk->lib = kvq__dl_open(names[i]);
    if (!vk->lib) {
        snprintf(ctx->reason, sizeof ctx->reason, "the Vulkan loader (%s) could not be opened", names[0]);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
    vk->vkGetInstanceProcAddr = kvq__dl_gipa(vk->lib);
    if (!vk->vkGetInstanceProcAddr) {
        snprintf(ctx->reason, sizeof ctx->reason, "%s has no vkGetInstanceProcAddr", names[0]);
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
#define KVQ__X(fn) vk->fn = (PFN_##fn)vk->vkGetInstanceProcAddr(NULL, #fn);
    KVQ__VK_GLOBAL_FUNCS(KVQ__X)
#undef KVQ__X
    if (!vk->vkCreateInstance || !vk->vkEnumerateInstanceExtensionProperties || !vk->vkEnumerateInstanceLayerProperties) {
        snprintf(ctx->reason, sizeof ctx->reason, "the Vulkan loader lacks global entry points");
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
    if (validation) {
        if (!kvq__vk_has_layer(ctx, layers[0]) || !kvq__vk_has_instance_ext(ctx, VK_EXT_DEBUG_UTILS_EXTENSION_NAME)) {
            snprintf(ctx->reason, sizeof ctx->reason,
                     "validation was requested but VK_LAYER_KHRONOS_validation or VK_EXT_debug_utils is missing");
            kvq__vk_destroy(ctx);
            return KVQ_ERROR_BACKEND_UNAVAILABLE;
        }
        exts[n_exts++] = VK_EXT_DEBUG_UTILS_EXTENSION_NAME;
    }
    memset(&app, 0, sizeof app);
    app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
    app.pApplicationName = "kvq";
    app.pEngineName = "kvq";
    app.apiVersion = VK_API_VERSION_1_1;
    memset(&dbg, 0, sizeof dbg);
    dbg.sType = VK_STRUCTURE_TYPE_DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT;
    dbg.messageSeverity = VK_DEBUG_UTILS_MESSAGE_SEVERITY_WARNING_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_SEVERITY_ERROR_BIT_EXT;
    dbg.messageType = VK_DEBUG_UTILS_MESSAGE_TYPE_GENERAL_BIT_EXT | VK_DEBUG_UTILS_MESSAGE_TYPE_VALIDATION_BIT_EXT |
                      VK_DEBUG_UTILS_MESSAGE_TYPE_PERFORMANCE_BIT_EXT;
    dbg.pfnUserCallback = kvq__vk_debug_cb;
    dbg.pUserData = ctx;
    memset(&ici, 0, sizeof ici);
    ici.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
    ici.pApplicationInfo = &app;
    ici.enabledLayerCount = validation ? 1u : 0u;
    ici.ppEnabledLayerNames = layers;
    ici.enabledExtensionCount = n_exts;
    ici.ppEnabledExtensionNames = exts;
    ici.pNext = validation ? &dbg : NULL;
    vr = vk->vkCreateInstance(&ici, NULL, &vk->instance);
    if (vr != VK_SUCCESS) {
        snprintf(ctx->reason, sizeof ctx->reason, "vkCreateInstance failed: %s", kvq__vk_result_name(vr));
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
#define KVQ__X(fn) vk->fn = (PFN_##fn)vk->vkGetInstanceProcAddr(vk->instance, #fn);
    KVQ__VK_INSTANCE_FUNCS(KVQ__X)
#undef KVQ__X
    if (validation) {
        vk->vkCreateDebugUtilsMessengerEXT =
            (PFN_vkCreateDebugUtilsMessengerEXT)vk->vkGetInstanceProcAddr(vk->instance, "vkCreateDebugUtilsMessengerEXT");
        vk->vkDestroyDebugUtilsMessengerEXT =
            (PFN_vkDestroyDebugUtilsMessengerEXT)vk->vkGetInstanceProcAddr(vk->instance, "vkDestroyDebugUtilsMessengerEXT");
        if (vk->vkCreateDebugUtilsMessengerEXT)
            vk->vkCreateDebugUtilsMessengerEXT(vk->instance, &dbg, NULL, &vk->messenger);
    }
    if (vk->vkEnumeratePhysicalDevices(vk->instance, &n_phys, NULL) != VK_SUCCESS || n_phys == 0) {
        snprintf(ctx->reason, sizeof ctx->reason, "no Vulkan physical device");
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
    phys = (VkPhysicalDevice *)kvq__malloc(ctx, n_phys * sizeof *phys);
    if (!phys) {
        kvq__vk_destroy(ctx);
        return kvq__fail(ctx, KVQ_ERROR_OUT_OF_MEMORY, "out of host memory enumerating Vulkan devices");
    }
    vk->vkEnumeratePhysicalDevices(vk->instance, &n_phys, phys);
    if (want < 0 && env_dev && *env_dev) want = atoi(env_dev);
    if (want >= 0) {
        if ((uint32_t)want >= n_phys) {
            snprintf(ctx->reason, sizeof ctx->reason, "device index %d requested, but only %u Vulkan devices exist", want,
                     n_phys);
            kvq__free(ctx, phys);
            kvq__vk_destroy(ctx);
            return KVQ_ERROR_BACKEND_UNAVAILABLE;
        }
        best = (uint32_t)want;
    } else {
        for (i = 0; i < n_phys; i++) {
            VkPhysicalDeviceProperties p;
            int s;
            vk->vkGetPhysicalDeviceProperties(phys[i], &p);
            s = kvq__vk_device_score(p.deviceType);
            if (s > best_score) {
                best_score = s;
                best = i;
            }
        }
    }
    vk->physical = phys[best];
    kvq__free(ctx, phys);
    vk->vkGetPhysicalDeviceProperties(vk->physical, &vk->props);
    vk->vkGetPhysicalDeviceMemoryProperties(vk->physical, &vk->mem);
    snprintf(ctx->device_name, sizeof ctx->device_name, "%s", vk->props.deviceName);
    if (vk->props.deviceType == VK_PHYSICAL_DEVICE_TYPE_CPU && want < 0 && !cpu_device_ok) {
        snprintf(ctx->reason, sizeof ctx->reason,
                 "the only Vulkan device is a CPU driver (%s); the native CPU backend is used instead",
                 vk->props.deviceName);
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
    if (vk->props.apiVersion < VK_API_VERSION_1_1) {
        snprintf(ctx->reason, sizeof ctx->reason, "%s supports only Vulkan %u.%u; kvq needs 1.1", vk->props.deviceName,
                 VK_VERSION_MAJOR(vk->props.apiVersion), VK_VERSION_MINOR(vk->props.apiVersion));
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
    vk->vkGetPhysicalDeviceQueueFamilyProperties(vk->physical, &n_qf, NULL);
    qf = (VkQueueFamilyProperties *)kvq__malloc(ctx, (n_qf ? n_qf : 1) * sizeof *qf);
    if (!qf) {
        kvq__vk_destroy(ctx);
        return kvq__fail(ctx, KVQ_ERROR_OUT_OF_MEMORY, "out of host memory");
    }
    vk->vkGetPhysicalDeviceQueueFamilyProperties(vk->physical, &n_qf, qf);
    vk->queue_family = UINT32_MAX;
    /* prefer a compute queue without graphics (async compute), else any compute queue */
    for (i = 0; i < n_qf; i++)
        if ((qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) && !(qf[i].queueFlags & VK_QUEUE_GRAPHICS_BIT)) {
            vk->queue_family = i;
            break;
        }
    for (i = 0; i < n_qf && vk->queue_family == UINT32_MAX; i++)
        if (qf[i].queueFlags & VK_QUEUE_COMPUTE_BIT) vk->queue_family = i;
    if (vk->queue_family != UINT32_MAX) vk->timestamp_bits = qf[vk->queue_family].timestampValidBits;
    kvq__free(ctx, qf);
    if (vk->queue_family == UINT32_MAX) {
        snprintf(ctx->reason, sizeof ctx->reason, "%s has no compute queue", vk->props.deviceName);
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
    memset(&qi, 0, sizeof qi);
    qi.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
    qi.queueFamilyIndex = vk->queue_family;
    qi.queueCount = 1;
    qi.pQueuePriorities = &prio;
    memset(&dci, 0, sizeof dci);
    dci.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
    dci.queueCreateInfoCount = 1;
    dci.pQueueCreateInfos = &qi;
    vr = vk->vkCreateDevice(vk->physical, &dci, NULL, &vk->device);
    if (vr != VK_SUCCESS) {
        snprintf(ctx->reason, sizeof ctx->reason, "vkCreateDevice failed on %s: %s", vk->props.deviceName,
                 kvq__vk_result_name(vr));
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
#define KVQ__X(fn) vk->fn = (PFN_##fn)vk->vkGetDeviceProcAddr(vk->device, #fn);
    KVQ__VK_DEVICE_FUNCS(KVQ__X)
#undef KVQ__X
    vk->vkGetDeviceQueue(vk->device, vk->queue_family, 0, &vk->queue);

    memset(&cpi, 0, sizeof cpi);
    cpi.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
    cpi.flags = VK_COMMAND_POOL_CREATE_RESET_COMMAND_BUFFER_BIT;
    cpi.queueFamilyIndex = vk->queue_family;
    memset(&cai, 0, sizeof cai);
    cai.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    cai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    cai.commandBufferCount = 1;
    memset(&fi, 0, sizeof fi);
    fi.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
    memset(&qpi, 0, sizeof qpi);
    qpi.sType = VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO;
    qpi.queryType = VK_QUERY_TYPE_TIMESTAMP;
    qpi.queryCount = 2;
    vr = vk->vkCreateCommandPool(vk->device, &cpi, NULL, &vk->cmd_pool);
    if (vr == VK_SUCCESS) {
        cai.commandPool = vk->cmd_pool;
        vr = vk->vkAllocateCommandBuffers(vk->device, &cai, &vk->cmd);
    }
    if (vr == VK_SUCCESS) vr = vk->vkCreateFence(vk->device, &fi, NULL, &vk->fence);
    if (vr == VK_SUCCESS && vk->timestamp_bits) vr = vk->vkCreateQueryPool(vk->device, &qpi, NULL, &vk->queries);
    if (vr != VK_SUCCESS) {
        snprintf(ctx->reason, sizeof ctx->reason, "creating Vulkan command objects failed: %s", kvq__vk_result_name(vr));
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
    r = kvq__vk_buffer_alloc(ctx, (uint64_t)KVQ__MAX_OPS_PER_BATCH * KVQ__STATUS_WORDS * 4u, 1, &vk->status,
                             &vk->status_mem, (void **)&vk->status_map);
    if (r != KVQ_SUCCESS) {
        snprintf(ctx->reason, sizeof ctx->reason, "allocating the status buffer failed: %.400s", ctx->last_error);
        kvq__vk_destroy(ctx);
        return KVQ_ERROR_BACKEND_UNAVAILABLE;
    }
    return KVQ_SUCCESS;
}

static void kvq__vk_destroy(kvq_context *ctx)
{
    kvq__vk *vk = &ctx->vk;
    uint32_t i;
    if (vk->device) {
        vk->vkDeviceWaitIdle(vk->device);
        for (i = 0; i < vk->n_pipelines; i++) vk->vkDestroyPipeline(vk->device, vk->pipelines[i].pipeline, NULL);
        for (i = 0; i < KVQ__KERNEL_COUNT; i++) {
            if (vk->layouts[i]) vk->vkDestroyPipelineLayout(vk->device, vk->layouts[i], NULL);
            if (vk->set_layouts[i]) vk->vkDestroyDescriptorSetLayout(vk->device, vk->set_layouts[i], NULL);
            if (vk->modules[i]) vk->vkDestroyShaderModule(vk->device, vk->modules[i], NULL);
        }
        for (i = 0; i < vk->n_pools; i++) vk->vkDestroyDescriptorPool(vk->device, vk->pools[i], NULL);
        kvq__vk_buffer_release(ctx, vk->staging, vk->staging_mem);
        kvq__vk_buffer_release(ctx, vk->status, vk->status_mem);
        if (vk->queries) vk->vkDestroyQueryPool(vk->device, vk->queries, NULL);
        if (vk->fence) vk->vkDestroyFence(vk->device, vk->fence, NULL);
        if (vk->cmd_pool) vk->vkDestroyCommandPool(vk->device, vk->cmd_pool, NULL);
        vk->vkDestroyDevice(vk->device, NULL);
    }
    if (vk->messenger && vk->vkDestroyDebugUtilsMessengerEXT)
        vk->vkDestroyDebugUtilsMessengerEXT(vk->instance, vk->messenger, NULL);
    if (vk->instance) vk->vkDestroyInstance(vk->instance, NULL);
    if (vk->lib) kvq__dl_close(vk->lib);
    kvq__free(ctx, vk->pipelines);
    kvq__free(ctx, vk->pools);
    memset(vk, 0, sizeof *vk);
}

/* Opens the batch's command buffer if it is not open. */
static kvq_result kvq__vk_wait_batch(kvq_context *ctx);
static kvq_result kvq__vk_begin(kvq_context *ctx)
{
    kvq__vk *vk = &ctx->vk;
    VkCommandBufferBeginInfo bi;
    if (vk->recording) return KVQ_SUCCESS;
    if (vk->in_flight) {
        kvq_result r = kvq__vk_wait_batch(ctx);
        if (r != KVQ_SUCCESS) return r;
    }
    memset(&bi, 0, sizeof bi);
    bi.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
    bi.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
    KVQ__VK_CHECK(ctx, vk->vkResetCommandBuffer(vk->cmd, 0));
    KVQ__VK_CHECK(ctx, vk->vkBeginCommandBuffer(vk->cmd, &bi));
    if (vk->queries) {
        vk->vkCmdResetQueryPool(vk->cmd, vk->queries, 0, 2);
        vk->vkCmdWriteTimestamp(vk->cmd, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, vk->queries, 0);
    }
    vk->recording = 1;
    vk->n_ops = 0;
    return KVQ_SUCCESS;
}

/* Every recorded command is followed by one global barrier: ops in a batch
   run in the order they were recorded. */
static void kvq__vk_barrier(kvq_context *ctx)
{
    VkMemoryBarrier mb;
    memset(&mb, 0, sizeof mb);
    mb.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    mb.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    mb.dstAccessMask =
        VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    ctx->vk.vkCmdPipelineBarrier(ctx->vk.cmd, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT,
                                 VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT, 0, 1, &mb, 0, NULL,
                                 0, NULL);
}

static kvq_result kvq__vk_submit(kvq_context *ctx)
{
    kvq__vk *vk = &ctx->vk;
    VkSubmitInfo si;
    if (!vk->recording) return KVQ_SUCCESS;
    if (vk->queries) vk->vkCmdWriteTimestamp(vk->cmd, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, vk->queries, 1);
    vk->recording = 0;
    KVQ__VK_CHECK(ctx, vk->vkEndCommandBuffer(vk->cmd));
    memset(&si, 0, sizeof si);
    si.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
    si.commandBufferCount = 1;
    si.pCommandBuffers = &vk->cmd;
    KVQ__VK_CHECK(ctx, vk->vkResetFences(vk->device, 1, &vk->fence));
    KVQ__VK_CHECK(ctx, vk->vkQueueSubmit(vk->queue, 1, &si, vk->fence));
    vk->in_flight = 1;
    return KVQ_SUCCESS;
}

/* Waits for the submitted batch, reads its timestamps and the status words
   of its ops, and makes its descriptor pools reusable. */
static kvq_result kvq__vk_wait_batch(kvq_context *ctx)
{
    kvq__vk *vk = &ctx->vk;
    uint32_t i, n_ops = vk->n_ops;
    kvq_result r = KVQ_SUCCESS;
    if (!vk->in_flight) return KVQ_SUCCESS;
    KVQ__VK_CHECK(ctx, vk->vkWaitForFences(vk->device, 1, &vk->fence, VK_TRUE, UINT64_MAX));
    vk->in_flight = 0;
    vk->n_ops = 0;
    if (vk->queries && n_ops > 0) {
        uint64_t ts[2];
        if (vk->vkGetQueryPoolResults(vk->device, vk->queries, 0, 2, sizeof ts, ts, sizeof ts[0],
                                      VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT) == VK_SUCCESS) {
            uint64_t mask = vk->timestamp_bits >= 64 ? UINT64_MAX : (((uint64_t)1 << vk->timestamp_bits) - 1u);
            ctx->last_batch_seconds = (double)((ts[1] - ts[0]) & mask) * vk->props.limits.timestampPeriod * 1e-9;
        }
    }
    for (i = 0; i < vk->n_pools; i++) vk->vkResetDescriptorPool(vk->device, vk->pools[i], 0);
    vk->cur_pool = 0;
    for (i = 0; i < n_ops; i++) {
        const uint32_t *st = vk->status_map + i * KVQ__STATUS_WORDS;
        if (st[0] & KVQ__STATUS_BAD_SLOT) {
            r = kvq__fail(ctx, KVQ_ERROR_OUT_OF_RANGE,
                          "%s (op %u of the batch): slots[%u] is beyond the cache capacity; the op wrote nothing",
                          vk->op_names[i], i, st[1]);
            break;
        }
    }
    return r;
}

/* Binding of a buffer range; the shader adds the word offset. Offsets are
   aligned down to the device's storage offset alignment. */
typedef struct kvq__vk_bind {
    VkBuffer buffer;
    VkDeviceSize offset, range;
} kvq__vk_bind;

static kvq_result kvq__vk_bind_range(kvq_context *ctx, const kvq_buffer *buf, uint64_t offset, uint64_t extent,
                                     const char *what, kvq__vk_bind *b, uint32_t *word_off)
{
    uint64_t align = ctx->vk.props.limits.minStorageBufferOffsetAlignment, max = ctx->vk.props.limits.maxStorageBufferRange;
    uint64_t base = align > 1 ? offset - offset % align : offset;
    uint64_t range = offset - base + extent;
    if (range > max)
        return kvq__fail(ctx, KVQ_ERROR_UNSUPPORTED,
                         "%s: the op touches %llu bytes of the buffer, beyond this device's maxStorageBufferRange (%llu)",
                         what, (unsigned long long)range, (unsigned long long)max);
    b->buffer = buf->vk;
    b->offset = base;
    b->range = (range + 3u) & ~(uint64_t)3u;
    if (b->offset + b->range > ((buf->size + 3u) & ~(uint64_t)3u)) b->range = VK_WHOLE_SIZE;
    *word_off = (uint32_t)((offset - base) / 4u);
    return KVQ_SUCCESS;
}

static kvq_result kvq__vk_kernel_init(kvq_context *ctx, uint32_t kernel, uint32_t n_bindings)
{
    kvq__vk *vk = &ctx->vk;
    VkDescriptorSetLayoutBinding b[8];
    VkDescriptorSetLayoutCreateInfo dl;
    VkPushConstantRange pcr;
    VkPipelineLayoutCreateInfo pl;
    VkShaderModuleCreateInfo sm;
    size_t n_words = 0;
    uint32_t i;
    if (vk->layouts[kernel]) return KVQ_SUCCESS;
    memset(b, 0, sizeof b);
    for (i = 0; i < n_bindings; i++) {
        b[i].binding = i;
        b[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        b[i].descriptorCount = 1;
        b[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    memset(&dl, 0, sizeof dl);
    dl.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    dl.bindingCount = n_bindings;
    dl.pBindings = b;
    memset(&sm, 0, sizeof sm);
    sm.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    sm.pCode = kvq__spirv(kernel, &n_words);
    sm.codeSize = n_words * 4u;
    KVQ__VK_CHECK(ctx, vk->vkCreateShaderModule(vk->device, &sm, NULL, &vk->modules[kernel]));
    KVQ__VK_CHECK(ctx, vk->vkCreateDescriptorSetLayout(vk->device, &dl, NULL, &vk->set_layouts[kernel]));
    pcr.stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    pcr.offset = 0;
    pcr.size = sizeof(kvq__push);
    memset(&pl, 0, sizeof pl);
    pl.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    pl.setLayoutCount = 1;
    pl.pSetLayouts = &vk->set_layouts[kernel];
    pl.pushConstantRangeCount = 1;
    pl.pPushConstantRanges = &pcr;
    KVQ__VK_CHECK(ctx, vk->vkCreatePipelineLayout(vk->device, &pl, NULL, &vk->layouts[kernel]));
    return KVQ_SUCCESS;
}

/* The pipeline of a kernel for one set of specialization constants, made on
   first use and kept. */
static kvq_result kvq__vk_get_pipeline(kvq_context *ctx, uint32_t kernel, uint32_t n_bindings,
                                   const uint32_t spec[KVQ__SPEC_COUNT], VkPipeline *out)
{
    kvq__vk *vk = &ctx->vk;
    VkSpecializationMapEntry me[KVQ__SPEC_COUNT + 1];
    uint32_t data[KVQ__SPEC_COUNT + 1], i;
    VkSpecializationInfo si;
    VkComputePipelineCreateInfo ci;
    kvq__vk_pipe *p;
    kvq_result r;
    for (i = 0; i < vk->n_pipelines; i++)
        if (vk->pipelines[i].kernel == kernel && memcmp(vk->pipelines[i].spec, spec, sizeof vk->pipelines[i].spec) == 0) {
            *out = vk->pipelines[i].pipeline;
            return KVQ_SUCCESS;
        }
    r = kvq__vk_kernel_init(ctx, kernel, n_bindings);
    if (r != KVQ_SUCCESS) return r;
    if (vk->n_pipelines == vk->cap_pipelines) {
        uint32_t cap = vk->cap_pipelines ? vk->cap_pipelines * 2u : 16u;
        kvq__vk_pipe *np = (kvq__vk_pipe *)kvq__malloc(ctx, cap * sizeof *np);
        if (!np) return kvq__fail(ctx, KVQ_ERROR_OUT_OF_MEMORY, "out of host memory for the pipeline cache");
        if (vk->n_pipelines) memcpy(np, vk->pipelines, vk->n_pipelines * sizeof *np);
        kvq__free(ctx, vk->pipelines);
        vk->pipelines = np;
        vk->cap_pipelines = cap;
    }
    data[0] = KVQ__WG;
    for (i = 0; i <= KVQ__SPEC_COUNT; i++) {
        me[i].constantID = i;
        me[i].offset = i * 4u;
        me[i].size = 4;
        if (i) data[i] = spec[i - 1];
    }
    si.mapEntryCount = KVQ__SPEC_COUNT + 1;
    si.pMapEntries = me;
    si.dataSize = sizeof data;
    si.pData = data;
    memset(&ci, 0, sizeof ci);
    ci.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    ci.stage.module = vk->modules[kernel];
    ci.stage.pName = "main";
    ci.stage.pSpecializationInfo = &si;
    ci.layout = vk->layouts[kernel];
    p = &vk->pipelines[vk->n_pipelines];
    KVQ__VK_CHECK(ctx, vk->vkCreateComputePipelines(vk->device, VK_NULL_HANDLE, 1, &ci, NULL, &p->pipeline));
    p->kernel = kernel;
    memcpy(p->spec, spec, sizeof p->spec);
    vk->n_pipelines++;
    *out = p->pipeline;
    return KVQ_SUCCESS;
}

static kvq_result kvq__vk_descriptor_set(kvq_context *ctx, uint32_t kernel, VkDescriptorSet *set)
{
    kvq__vk *vk = &ctx->vk;
    VkDescriptorSetAllocateInfo ai;
    for (;;) {
        if (vk->cur_pool == vk->n_pools) { /* all pools full: add one */
            VkDescriptorPoolSize ps;
            VkDescriptorPoolCreateInfo pi;
            VkDescriptorPool *np = (VkDescriptorPool *)kvq__malloc(ctx, (vk->n_pools + 1u) * sizeof *np);
            if (!np) return kvq__fail(ctx, KVQ_ERROR_OUT_OF_MEMORY, "out of host memory for descriptor pools");
            if (vk->n_pools) memcpy(np, vk->pools, vk->n_pools * sizeof *np);
            kvq__free(ctx, vk->pools);
            vk->pools = np;
            ps.type = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
            ps.descriptorCount = 256u * 8u;
            memset(&pi, 0, sizeof pi);
            pi.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
            pi.maxSets = 256;
            pi.poolSizeCount = 1;
            pi.pPoolSizes = &ps;
            KVQ__VK_CHECK(ctx, vk->vkCreateDescriptorPool(vk->device, &pi, NULL, &vk->pools[vk->n_pools]));
            vk->n_pools++;
        }
        memset(&ai, 0, sizeof ai);
        ai.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
        ai.descriptorPool = vk->pools[vk->cur_pool];
        ai.descriptorSetCount = 1;
        ai.pSetLayouts = &vk->set_layouts[kernel];
        if (vk->vkAllocateDescriptorSets(vk->device, &ai, set) == VK_SUCCESS) return KVQ_SUCCESS;
        vk->cur_pool++; /* this pool is full (or fragmented): try the next */
    }
}

/* Makes room for one more op in the batch; a full batch is run first. */
static kvq_result kvq__vk_op_begin(kvq_context *ctx, const char *name, uint32_t *status_index)
{
    kvq_result r;
    if (ctx->vk.recording && ctx->vk.n_ops == KVQ__MAX_OPS_PER_BATCH) {
        r = kvq__vk_submit(ctx);
        if (r == KVQ_SUCCESS) r = kvq__vk_wait_batch(ctx);
        if (r != KVQ_SUCCESS) return r;
    }
    r = kvq__vk_begin(ctx);
    if (r != KVQ_SUCCESS) return r;
    *status_index = ctx->vk.n_ops;
    ctx->vk.op_names[ctx->vk.n_ops] = name;
    ctx->vk.status_map[*status_index * KVQ__STATUS_WORDS + 0] = 0;
    ctx->vk.status_map[*status_index * KVQ__STATUS_WORDS + 1] = UINT32_MAX;
    ctx->vk.n_ops++;
    return KVQ_SUCCESS;
}

/* The status buffer binding of the current op (also the stand-in for
   bindings an op does not use). */
static kvq__vk_bind kvq__vk_status_bind(kvq_context *ctx)
{
    kvq__vk_bind b;
    b.buffer = ctx->vk.status;
    b.offset = 0;
    b.range = VK_WHOLE_SIZE;
    return b;
}

/* Records one dispatch of n_groups workgroups (spread over x and y). */
static kvq_result kvq__vk_dispatch(kvq_context *ctx, uint32_t kernel, uint32_t n_bindings,
                                   const uint32_t spec[KVQ__SPEC_COUNT], const kvq__push *pc, const kvq__vk_bind *binds,
                                   uint64_t groups)
{
    kvq__vk *vk = &ctx->vk;
    VkPipeline pipe = VK_NULL_HANDLE;
    VkDescriptorSet set;
    VkDescriptorBufferInfo bi[8];
    VkWriteDescriptorSet w[8];
    uint64_t gx, gy;
    uint32_t i, maxx = vk->props.limits.maxComputeWorkGroupCount[0];
    kvq_result r = kvq__vk_get_pipeline(ctx, kernel, n_bindings, spec, &pipe);
    if (r != KVQ_SUCCESS) return r;
    gx = groups < maxx ? groups : maxx;
    gy = (groups + gx - 1u) / gx;
    if (gy > vk->props.limits.maxComputeWorkGroupCount[1])
        return kvq__fail(ctx, KVQ_ERROR_UNSUPPORTED, "op too large for one dispatch (%llu workgroups)",
                         (unsigned long long)groups);
    r = kvq__vk_descriptor_set(ctx, kernel, &set);
    if (r != KVQ_SUCCESS) return r;
    memset(w, 0, sizeof w);
    for (i = 0; i < n_bindings; i++) {
        bi[i].buffer = binds[i].buffer;
        bi[i].offset = binds[i].offset;
        bi[i].range = binds[i].range;
        w[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
        w[i].dstSet = set;
        w[i].dstBinding = i;
        w[i].descriptorCount = 1;
        w[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
        w[i].pBufferInfo = &bi[i];
    }
    vk->vkUpdateDescriptorSets(vk->device, n_bindings, w, 0, NULL);
    vk->vkCmdBindPipeline(vk->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, pipe);
    vk->vkCmdBindDescriptorSets(vk->cmd, VK_PIPELINE_BIND_POINT_COMPUTE, vk->layouts[kernel], 0, 1, &set, 0, NULL);
    vk->vkCmdPushConstants(vk->cmd, vk->layouts[kernel], VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof *pc, pc);
    vk->vkCmdDispatch(vk->cmd, (uint32_t)gx, (uint32_t)gy, 1);
    kvq__vk_barrier(ctx);
    return KVQ_SUCCESS;
}

/* Synchronous host <-> buffer copy through the staging buffer, in chunks. */
static kvq_result kvq__vk_transfer(kvq_context *ctx, const kvq_buffer *buf, uint64_t offset, void *host, uint64_t size,
                                   int to_device)
{
    kvq__vk *vk = &ctx->vk;
    uint64_t done = 0;
    kvq_result r;
    if (!vk->staging) {
        r = kvq__vk_buffer_alloc(ctx, KVQ__STAGING_BYTES, 1, &vk->staging, &vk->staging_mem, &vk->staging_map);
        if (r != KVQ_SUCCESS) return r;
    }
    while (done < size) {
        uint64_t n = size - done < KVQ__STAGING_BYTES ? size - done : KVQ__STAGING_BYTES;
        VkBufferCopy bc;
        r = kvq__vk_begin(ctx);
        if (r != KVQ_SUCCESS) return r;
        if (to_device) {
            memcpy(vk->staging_map, (const unsigned char *)host + done, (size_t)n);
            bc.srcOffset = 0;
            bc.dstOffset = offset + done;
        } else {
            bc.srcOffset = offset + done;
            bc.dstOffset = 0;
        }
        bc.size = n;
        vk->vkCmdCopyBuffer(vk->cmd, to_device ? vk->staging : buf->vk, to_device ? buf->vk : vk->staging, 1, &bc);
        r = kvq__vk_submit(ctx);
        if (r == KVQ_SUCCESS) r = kvq__vk_wait_batch(ctx);
        if (r != KVQ_SUCCESS) return r;
        if (!to_device) memcpy((unsigned char *)host + done, vk->staging_map, (size_t)n);
        done += n;
    }
    return KVQ_SUCCESS;
}
#endif /* !KVQ_NO_VULKAN */

/* >>context-api ---------------------------------------------------------- */
kvq_context_config kvq_context_config_init(void)
{
    kvq_context_config c;
    memset(&c, 0, sizeof c);
    c.backend = KVQ_BACKEND_AUTO;
    c.device_index = -1;
    c.log_level = KVQ_LOG_INFO;
    return c;
}

kvq_result kvq_context_create(const kvq_context_config *config, kvq_context **out)
{
    kvq_context_config cfg = config ? *config : kvq_context_config_init();
    kvq_context *ctx;
    kvq_backend want;
    const char *env = getenv("KVQ_BACKEND");
    if (!out) return KVQ_ERROR_INVALID_ARGUMENT;
    *out = NULL;
    if ((cfg.allocator.alloc == NULL) != (cfg.allocator.free == NULL)) return KVQ_ERROR_INVALID_ARGUMENT;
    if (cfg.backend < KVQ_BACKEND_AUTO || cfg.backend > KVQ_BACKEND_VULKAN) return KVQ_ERROR_INVALID_ARGUMENT;
    if (!cfg.allocator.alloc) {
        cfg.allocator.alloc = kvq__default_alloc;
        cfg.allocator.free = kvq__default_free;
    }
    ctx = (kvq_context *)cfg.allocator.alloc(cfg.allocator.user, sizeof *ctx);
    if (!ctx) return KVQ_ERROR_OUT_OF_MEMORY;
    memset(ctx, 0, sizeof *ctx);
    ctx->alloc = cfg.allocator;
    ctx->log = cfg.log;
    ctx->log_user = cfg.log_user;
    ctx->log_level = cfg.log_level;
    ctx->last_batch_seconds = -1.0;
    want = cfg.backend;
    if (want == KVQ_BACKEND_AUTO && env && *env) {
        if (strcmp(env, "cpu") == 0) want = KVQ_BACKEND_CPU;
        else if (strcmp(env, "vulkan") == 0) want = KVQ_BACKEND_VULKAN;
        else kvq__logf(ctx, KVQ_LOG_WARNING, "KVQ_BACKEND=%s is neither cpu nor vulkan; ignored", env);
    }
    ctx->backend = KVQ_BACKEND_CPU;
    snprintf(ctx->device_name, sizeof ctx->device_name, "cpu");
    if (want == KVQ_BACKEND_CPU) {
        snprintf(ctx->reason, sizeof ctx->reason, "the CPU backend was requested");
    } else {
#if defined(KVQ_NO_VULKAN)
        snprintf(ctx->reason, sizeof ctx->reason, "kvq was built with KVQ_NO_VULKAN");
#else
        if (kvq__vk_create(ctx, &cfg, want == KVQ_BACKEND_VULKAN || cfg.allow_cpu_device) == KVQ_SUCCESS) {
            ctx->backend = KVQ_BACKEND_VULKAN;
            ctx->reason[0] = 0;
        } else {
            snprintf(ctx->device_name, sizeof ctx->device_name, "cpu");
        }
#endif
        if (ctx->backend != KVQ_BACKEND_VULKAN) {
            if (want == KVQ_BACKEND_VULKAN) {
                kvq__logf(ctx, KVQ_LOG_ERROR, "Vulkan backend unavailable: %s", ctx->reason);
                ctx->alloc.free(ctx->alloc.user, ctx);
                return KVQ_ERROR_BACKEND_UNAVAILABLE;
            }
            kvq__logf(ctx, KVQ_LOG_INFO, "using the CPU backend: %s", ctx->reason);
        }
    }
    if (ctx->backend == KVQ_BACKEND_VULKAN) kvq__logf(ctx, KVQ_LOG_INFO, "using Vulkan on %s", ctx->device_name);
    *out = ctx;
    return KVQ_SUCCESS;
}

void kvq_context_destroy(kvq_context *ctx)
{
    if (!ctx) return;
    while (ctx->caches) kvq_cache_destroy(ctx, ctx->caches);
    while (ctx->buffers) kvq_buffer_destroy(ctx, ctx->buffers);
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN) {
        if (ctx->vk.recording) kvq__vk_submit(ctx);
        kvq__vk_wait_batch(ctx);
        kvq__vk_destroy(ctx);
    }
#endif
    ctx->alloc.free(ctx->alloc.user, ctx);
}

kvq_backend kvq_context_backend(const kvq_context *ctx) { return ctx ? ctx->backend : KVQ_BACKEND_CPU; }
const char *kvq_context_device_name(const kvq_context *ctx) { return ctx ? ctx->device_name : ""; }
const char *kvq_context_backend_reason(const kvq_context *ctx) { return ctx ? ctx->reason : ""; }
const char *kvq_context_last_error(const kvq_context *ctx) { return ctx ? ctx->last_error : ""; }
double kvq_last_batch_seconds(const kvq_context *ctx) { return ctx ? ctx->last_batch_seconds : -1.0; }

/* >>sync ----------------------------------------------------------------- */
kvq_result kvq_submit(kvq_context *ctx)
{
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN) return kvq__vk_submit(ctx);
#endif
    return KVQ_SUCCESS;
}

kvq_result kvq_wait(kvq_context *ctx)
{
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN) {
        kvq_result r = kvq__vk_submit(ctx);
        return r != KVQ_SUCCESS ? r : kvq__vk_wait_batch(ctx);
    }
#endif
    /* CPU ops ran when recorded; a batch is what ran since the last wait */
    if (ctx->cpu_batch_start > 0) ctx->last_batch_seconds = kvq__now() - ctx->cpu_batch_start;
    ctx->cpu_batch_start = 0;
    return KVQ_SUCCESS;
}

/* Waits for all recorded work (used before freeing what it may touch). */
static void kvq__drain(kvq_context *ctx)
{
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN && (ctx->vk.recording || ctx->vk.in_flight)) {
        kvq_result r = kvq__vk_submit(ctx);
        if (r == KVQ_SUCCESS) r = kvq__vk_wait_batch(ctx);
        if (r != KVQ_SUCCESS)
            kvq__logf(ctx, KVQ_LOG_WARNING, "recorded work finished with an error: %s", ctx->last_error);
    }
#else
    (void)ctx;
#endif
}

/* >>buffers -------------------------------------------------------------- */
kvq_result kvq_buffer_create(kvq_context *ctx, uint64_t size, kvq_buffer **out)
{
    kvq_buffer *b;
    uint64_t padded = (size + 3u) & ~(uint64_t)3u;
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
    if (!out) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "kvq_buffer_create: out is NULL");
    *out = NULL;
    if (size == 0) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "kvq_buffer_create: size is 0");
    if (size > ((uint64_t)1 << 62) || (uint64_t)(size_t)padded != padded)
        return kvq__fail(ctx, KVQ_ERROR_OUT_OF_RANGE, "kvq_buffer_create: size %llu is beyond what can be addressed",
                         (unsigned long long)size);
    b = (kvq_buffer *)kvq__malloc(ctx, sizeof *b);
    if (!b) return kvq__fail(ctx, KVQ_ERROR_OUT_OF_MEMORY, "kvq_buffer_create: out of host memory");
    memset(b, 0, sizeof *b);
    b->size = size;
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN) {
        kvq_result r = kvq__vk_buffer_alloc(ctx, padded, 0, &b->vk, &b->mem, NULL);
        if (r != KVQ_SUCCESS) {
            kvq__free(ctx, b);
            return r;
        }
    } else
#endif
    {
        b->host = (unsigned char *)kvq__malloc(ctx, (size_t)padded);
        if (!b->host) {
            kvq__free(ctx, b);
            return kvq__fail(ctx, KVQ_ERROR_OUT_OF_MEMORY, "kvq_buffer_create: out of host memory for %llu bytes",
                             (unsigned long long)size);
        }
        memset(b->host, 0, (size_t)padded);
    }
    b->next = ctx->buffers;
    if (ctx->buffers) ctx->buffers->prev = b;
    ctx->buffers = b;
    *out = b;
    return KVQ_SUCCESS;
}

void kvq_buffer_destroy(kvq_context *ctx, kvq_buffer *b)
{
    if (!ctx || !b) return;
    kvq__drain(ctx);
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN) kvq__vk_buffer_release(ctx, b->vk, b->mem);
#endif
    if (b->prev) b->prev->next = b->next;
    else ctx->buffers = b->next;
    if (b->next) b->next->prev = b->prev;
    kvq__free(ctx, b->host);
    kvq__free(ctx, b);
}

uint64_t kvq_buffer_size(const kvq_buffer *b) { return b ? b->size : 0; }

/* Checks that [offset, offset + size) lies in buf. */
static kvq_result kvq__check_range(kvq_context *ctx, const char *fn, const char *arg, const kvq_buffer *buf,
                                   uint64_t offset, uint64_t size, uint32_t align)
{
    if (!buf) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: %s is NULL", fn, arg);
    if (align > 1 && offset % align != 0)
        return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: the offset of %s (%llu) is not a multiple of %u", fn, arg,
                         (unsigned long long)offset, align);
    if (offset > buf->size || size > buf->size - offset)
        return kvq__fail(ctx, KVQ_ERROR_OUT_OF_RANGE,
                         "%s: %s is too small: %llu bytes needed at offset %llu, the buffer has %llu", fn, arg,
                         (unsigned long long)size, (unsigned long long)offset, (unsigned long long)buf->size);
    return KVQ_SUCCESS;
}

static kvq_result kvq__transfer(kvq_context *ctx, const char *fn, const kvq_buffer *buf, uint64_t offset, void *host,
                                uint64_t size, int to_device)
{
    kvq_result r;
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
    r = kvq__check_range(ctx, fn, "buf", buf, offset, size, 1);
    if (r != KVQ_SUCCESS) return r;
    if (!host) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: the host pointer is NULL", fn);
    if (size == 0) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: size is 0", fn);
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN) return kvq__vk_transfer(ctx, buf, offset, host, size, to_device);
#endif
    if (to_device) memcpy(buf->host + offset, host, (size_t)size);
    else memcpy(host, buf->host + offset, (size_t)size);
    return KVQ_SUCCESS;
}

kvq_result kvq_buffer_write(kvq_context *ctx, kvq_buffer *buf, uint64_t offset, const void *src, uint64_t size)
{
    return kvq__transfer(ctx, "kvq_buffer_write", buf, offset, (void *)(uintptr_t)src, size, 1);
}

kvq_result kvq_buffer_read(kvq_context *ctx, const kvq_buffer *buf, uint64_t offset, void *dst, uint64_t size)
{
    return kvq__transfer(ctx, "kvq_buffer_read", buf, offset, dst, size, 0);
}

kvq_result kvq_buffer_fill(kvq_context *ctx, kvq_buffer *buf, uint64_t offset, uint64_t size, uint32_t word)
{
    kvq_result r;
    uint64_t i;
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
    r = kvq__check_range(ctx, "kvq_buffer_fill", "buf", buf, offset, size, 4);
    if (r != KVQ_SUCCESS) return r;
    if (size == 0 || size % 4 != 0)
        return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "kvq_buffer_fill: size %llu is not a positive multiple of 4",
                         (unsigned long long)size);
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN) {
        uint32_t status_index;
        r = kvq__vk_op_begin(ctx, "kvq_buffer_fill", &status_index);
        if (r != KVQ_SUCCESS) return r;
        ctx->vk.vkCmdFillBuffer(ctx->vk.cmd, buf->vk, offset, size, word);
        kvq__vk_barrier(ctx);
        return KVQ_SUCCESS;
    }
#endif
    if (ctx->cpu_batch_start == 0) ctx->cpu_batch_start = kvq__now();
    for (i = 0; i < size; i += 4) memcpy(buf->host + offset + i, &word, 4);
    return KVQ_SUCCESS;
}

/* >>kernels -------------------------------------------------------------- */
/* Rows stored in one format: a cache half (K or V) or a user's plain rows
   (n_heads = 1, one block of n_rows slots). Row of (slot, head) is
   (slot / block_size * n_heads + head) * block_size + slot % block_size. */
typedef struct kvq__store {
    const kvq__fmt *fmt;
    uint32_t n_heads, block_size;
    uint64_t capacity;
    const kvq_buffer *codes, *params;
    uint64_t codes_offset, params_offset;
} kvq__store;

/* Where tokens go to or come from: start + i, or slots[i] (negative: skip). */
typedef struct kvq__route {
    uint32_t n_tokens, start;
    const kvq_buffer *slots;
    uint64_t slots_offset;
} kvq__route;

static int64_t kvq__route_slot(const kvq__route *rt, uint32_t i)
{
    int32_t s;
    if (!rt->slots) return (int64_t)rt->start + i;
    memcpy(&s, rt->slots->host + rt->slots_offset + (uint64_t)i * 4u, 4);
    return s;
}

static uint64_t kvq__store_row(const kvq__store *st, uint64_t slot, uint32_t head)
{
    return (slot / st->block_size * st->n_heads + head) * st->block_size + slot % st->block_size;
}

/* -- slot_check: a slot-mapped op does nothing if any entry is beyond the
      store (CPU: checked before running; Vulkan: a first dispatch flags the
      op's status, which the op's kernels read). */
static kvq_result kvq__slot_check__cpu(kvq_context *ctx, const char *fn, const kvq__route *rt, uint64_t capacity)
{
    uint32_t i;
    for (i = 0; rt->slots && i < rt->n_tokens; i++) {
        int64_t s = kvq__route_slot(rt, i);
        if (s >= (int64_t)capacity)
            return kvq__fail(ctx, KVQ_ERROR_OUT_OF_RANGE,
                             "%s: slots[%u] = %lld is beyond the capacity %llu; nothing was written", fn, i,
                             (long long)s, (unsigned long long)capacity);
    }
    return KVQ_SUCCESS;
}

#if !defined(KVQ_NO_VULKAN)
static kvq_result kvq__slot_check__vk(kvq_context *ctx, const kvq__route *rt, uint64_t capacity, uint32_t status_index)
{
    kvq__push pc;
    kvq__vk_bind b[2];
    uint32_t spec[KVQ__SPEC_COUNT];
    kvq_result r;
    memset(&pc, 0, sizeof pc);
    memset(spec, 0, sizeof spec);
    pc.n_tokens = rt->n_tokens;
    pc.capacity = (uint32_t)capacity;
    pc.status_index = status_index;
    r = kvq__vk_bind_range(ctx, rt->slots, rt->slots_offset, (uint64_t)rt->n_tokens * 4u, "slots", &b[0], &pc.slots_off);
    if (r != KVQ_SUCCESS) return r;
    b[1] = kvq__vk_status_bind(ctx);
    return kvq__vk_dispatch(ctx, KVQ__KERNEL_SLOT_CHECK, 2, spec, &pc, b, (rt->n_tokens + KVQ__WG - 1u) / KVQ__WG);
}

/* Bindings and push constants shared by cache_write and cache_read:
   0 values, 1 slots, 2 codes, 3 params, 4 status. */
static kvq_result kvq__rows_setup__vk(kvq_context *ctx, const kvq__store *st, const kvq_buffer *values,
                                      uint64_t values_offset, uint64_t values_bytes, kvq_dtype dt,
                                      const kvq__route *rt, uint32_t status_index, kvq__push *pc, kvq__vk_bind b[5],
                                      uint32_t spec[KVQ__SPEC_COUNT])
{
    const kvq__fmt *f = st->fmt;
    uint64_t rows = st->capacity * st->n_heads;
    kvq_result r;
    memset(pc, 0, sizeof *pc);
    pc->n_tokens = rt->n_tokens;
    pc->n_kv_heads = st->n_heads;
    pc->start = rt->start;
    pc->use_slots = rt->slots != NULL;
    pc->capacity = (uint32_t)st->capacity;
    pc->block_size = st->block_size;
    pc->code_words = f->lay.code_words;
    pc->param_words = f->lay.param_words;
    pc->status_index = status_index;
    pc->rows_per_group = (uint32_t)(((uint64_t)rt->n_tokens * st->n_heads + KVQ__MAX_GROUPS - 1u) / KVQ__MAX_GROUPS);
    b[1] = b[3] = b[4] = kvq__vk_status_bind(ctx);
    r = kvq__vk_bind_range(ctx, values, values_offset, values_bytes, "values", &b[0], &pc->values_off);
    if (r == KVQ_SUCCESS && rt->slots)
        r = kvq__vk_bind_range(ctx, rt->slots, rt->slots_offset, (uint64_t)rt->n_tokens * 4u, "slots", &b[1],
                               &pc->slots_off);
    if (r == KVQ_SUCCESS)
        r = kvq__vk_bind_range(ctx, st->codes, st->codes_offset, rows * f->lay.code_words * 4u, "codes", &b[2],
                               &pc->codes_off);
    if (r == KVQ_SUCCESS && f->lay.param_words)
        r = kvq__vk_bind_range(ctx, st->params, st->params_offset, rows * f->lay.param_words * 4u, "params", &b[3],
                               &pc->params_off);
    spec[KVQ__SPEC_FORMAT] = (uint32_t)f->format;
    spec[KVQ__SPEC_DTYPE] = (uint32_t)dt;
    spec[KVQ__SPEC_PARAM_DTYPE] = (uint32_t)f->param_dtype;
    spec[KVQ__SPEC_HEAD_DIM] = f->head_dim;
    spec[KVQ__SPEC_GROUP_SIZE] = f->group_size;
    return r;
}
#endif

/* -- write: values [n_tokens][n_heads][head_dim] of dt -> quantized rows. */
static void kvq__write__cpu(kvq_context *ctx, const kvq__store *st, const kvq_buffer *values, uint64_t values_offset,
                            kvq_dtype dt, const kvq__route *rt)
{
    const kvq__fmt *f = st->fmt;
    float row[KVQ__MAX_HEAD_DIM];
    uint32_t *codes = (uint32_t *)(void *)(st->codes->host + st->codes_offset);
    uint32_t *params = f->lay.param_words ? (uint32_t *)(void *)(st->params->host + st->params_offset) : NULL;
    uint32_t t, h, i;
    (void)ctx;
    for (t = 0; t < rt->n_tokens; t++) {
        int64_t slot = kvq__route_slot(rt, t);
        if (slot < 0 || (uint64_t)slot >= st->capacity) continue;
        for (h = 0; h < st->n_heads; h++) {
            uint64_t r = kvq__store_row(st, (uint64_t)slot, h), e = ((uint64_t)t * st->n_heads + h) * f->head_dim;
            for (i = 0; i < f->head_dim; i++) row[i] = kvq__load_value(values->host + values_offset, e + i, dt);
            kvq__quantize_row(f, row, codes + r * f->lay.code_words, params ? params + r * f->lay.param_words : NULL);
        }
    }
}

#if !defined(KVQ_NO_VULKAN)
static kvq_result kvq__write__vk(kvq_context *ctx, const kvq__store *st, const kvq_buffer *values,
                                 uint64_t values_offset, kvq_dtype dt, const kvq__route *rt, uint32_t status_index)
{
    kvq__push pc;
    kvq__vk_bind b[5];
    uint32_t spec[KVQ__SPEC_COUNT];
    uint64_t bytes = (uint64_t)rt->n_tokens * st->n_heads * st->fmt->head_dim * kvq__dtype_bytes(dt);
    kvq_result r = kvq__rows_setup__vk(ctx, st, values, values_offset, bytes, dt, rt, status_index, &pc, b, spec);
    if (r != KVQ_SUCCESS) return r;
    return kvq__vk_dispatch(ctx, KVQ__KERNEL_CACHE_WRITE, 5, spec, &pc, b,
                            ((uint64_t)rt->n_tokens * st->n_heads + pc.rows_per_group - 1u) / pc.rows_per_group);
}
#endif

/* -- read: quantized rows -> values [n_heads][n_tokens][head_dim] of dt. */
static void kvq__read__cpu(kvq_context *ctx, const kvq__store *st, const kvq_buffer *values, uint64_t values_offset,
                           kvq_dtype dt, const kvq__route *rt)
{
    const kvq__fmt *f = st->fmt;
    float row[KVQ__MAX_HEAD_DIM];
    const uint32_t *codes = (const uint32_t *)(const void *)(st->codes->host + st->codes_offset);
    const uint32_t *params =
        f->lay.param_words ? (const uint32_t *)(const void *)(st->params->host + st->params_offset) : NULL;
    uint32_t t, h, i;
    (void)ctx;
    for (t = 0; t < rt->n_tokens; t++) {
        int64_t slot = kvq__route_slot(rt, t);
        if (slot < 0 || (uint64_t)slot >= st->capacity) continue;
        for (h = 0; h < st->n_heads; h++) {
            uint64_t r = kvq__store_row(st, (uint64_t)slot, h), e = ((uint64_t)h * rt->n_tokens + t) * f->head_dim;
            kvq__dequantize_row(f, codes + r * f->lay.code_words, params ? params + r * f->lay.param_words : NULL, row);
            for (i = 0; i < f->head_dim; i++) kvq__store_value(values->host + values_offset, e + i, row[i], dt);
        }
    }
}

#if !defined(KVQ_NO_VULKAN)
static kvq_result kvq__read__vk(kvq_context *ctx, const kvq__store *st, const kvq_buffer *values,
                                uint64_t values_offset, kvq_dtype dt, const kvq__route *rt, uint32_t status_index)
{
    kvq__push pc;
    kvq__vk_bind b[5];
    uint32_t spec[KVQ__SPEC_COUNT];
    uint64_t bytes = (uint64_t)rt->n_tokens * st->n_heads * st->fmt->head_dim * kvq__dtype_bytes(dt);
    kvq_result r = kvq__rows_setup__vk(ctx, st, values, values_offset, bytes, dt, rt, status_index, &pc, b, spec);
    if (r != KVQ_SUCCESS) return r;
    return kvq__vk_dispatch(ctx, KVQ__KERNEL_CACHE_READ, 5, spec, &pc, b,
                            ((uint64_t)rt->n_tokens * st->n_heads + pc.rows_per_group - 1u) / pc.rows_per_group);
}
#endif

/* >>ops ------------------------------------------------------------------ */
/* Validates a route against a store's capacity and the slots buffer. */
static kvq_result kvq__route_check(kvq_context *ctx, const char *fn, const kvq__route *rt, uint64_t capacity)
{
    kvq_result r;
    if (rt->n_tokens == 0) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: n_tokens is 0", fn);
    if (rt->slots) {
        r = kvq__check_range(ctx, fn, "slots", rt->slots, rt->slots_offset, (uint64_t)rt->n_tokens * 4u, 4);
        if (r != KVQ_SUCCESS) return r;
    } else if ((uint64_t)rt->start + rt->n_tokens > capacity) {
        return kvq__fail(ctx, KVQ_ERROR_OUT_OF_RANGE,
                         "%s: positions %u..%llu are beyond the capacity %llu (start %u + n_tokens %u)", fn, rt->start,
                         (unsigned long long)rt->start + rt->n_tokens - 1u, (unsigned long long)capacity, rt->start,
                         rt->n_tokens);
    }
    return KVQ_SUCCESS;
}

/* Runs write (is_write) or read over up to two stores that share a route. */
static kvq_result kvq__run_rows(kvq_context *ctx, const char *fn, int is_write, const kvq__store *st[2],
                                const kvq_buffer *values[2], const uint64_t values_offset[2], kvq_dtype dt,
                                const kvq__route *rt)
{
    uint32_t i;
    kvq_result r;
#if !defined(KVQ_NO_VULKAN)
    if (ctx->backend == KVQ_BACKEND_VULKAN) {
        uint32_t status_index;
        r = kvq__vk_op_begin(ctx, fn, &status_index);
        if (r == KVQ_SUCCESS && rt->slots) r = kvq__slot_check__vk(ctx, rt, st[0] ? st[0]->capacity : st[1]->capacity, status_index);
        for (i = 0; i < 2 && r == KVQ_SUCCESS; i++)
            if (st[i])
                r = is_write ? kvq__write__vk(ctx, st[i], values[i], values_offset[i], dt, rt, status_index)
                             : kvq__read__vk(ctx, st[i], values[i], values_offset[i], dt, rt, status_index);
        return r;
    }
#endif
    r = kvq__slot_check__cpu(ctx, fn, rt, st[0] ? st[0]->capacity : st[1]->capacity);
    if (r != KVQ_SUCCESS) return r;
    if (ctx->cpu_batch_start == 0) ctx->cpu_batch_start = kvq__now();
    for (i = 0; i < 2; i++)
        if (st[i]) {
            if (is_write) kvq__write__cpu(ctx, st[i], values[i], values_offset[i], dt, rt);
            else kvq__read__cpu(ctx, st[i], values[i], values_offset[i], dt, rt);
        }
    return KVQ_SUCCESS;
}

kvq_cache_desc kvq_cache_desc_init(void)
{
    kvq_cache_desc d;
    memset(&d, 0, sizeof d);
    d.n_blocks = 1;
    d.k_format = KVQ_FORMAT_F16;
    d.v_format = KVQ_FORMAT_F16;
    d.param_dtype = KVQ_DTYPE_F16;
    return d;
}

kvq_result kvq_cache_create(kvq_context *ctx, const kvq_cache_desc *desc, kvq_cache **out)
{
    kvq_cache *c;
    kvq_cache_desc d;
    uint64_t cap, rows, bytes;
    char msg[256];
    kvq_result r;
    int w;
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
    if (!out) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "kvq_cache_create: out is NULL");
    *out = NULL;
    if (!desc) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "kvq_cache_create: desc is NULL");
    d = *desc;
    if (d.n_blocks == 0) d.n_blocks = 1;
    if (d.n_kv_heads == 0) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "kvq_cache_create: n_kv_heads is 0");
    if (d.block_size == 0)
        return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT,
                         "kvq_cache_create: block_size is 0 (slots per block; the capacity of a contiguous cache)");
    cap = (uint64_t)d.block_size * d.n_blocks;
    if (cap > (uint64_t)INT32_MAX + 1u)
        return kvq__fail(ctx, KVQ_ERROR_OUT_OF_RANGE,
                         "kvq_cache_create: capacity %llu (block_size %u x n_blocks %u) exceeds 2^31 slots (slot "
                         "mappings are int32)",
                         (unsigned long long)cap, d.block_size, d.n_blocks);
    c = (kvq_cache *)kvq__malloc(ctx, sizeof *c);
    if (!c) return kvq__fail(ctx, KVQ_ERROR_OUT_OF_MEMORY, "kvq_cache_create: out of host memory");
    memset(c, 0, sizeof *c);
    for (w = 0; w < 2; w++) {
        kvq_format fm = w == 0 ? d.k_format : d.v_format;
        r = kvq__fmt_make(fm, d.head_dim, d.group_size, d.param_dtype, &c->fmt[w], msg, sizeof msg);
        if (r != KVQ_SUCCESS) {
            kvq__free(ctx, c);
            return kvq__fail(ctx, r, "kvq_cache_create: %s: %s", w == 0 ? "k_format" : "v_format", msg);
        }
    }
    d.k_format = c->fmt[0].format;
    d.v_format = c->fmt[1].format;
    d.param_dtype = c->fmt[0].param_dtype;
    d.group_size = kvq__format_quantized(d.k_format) ? c->fmt[0].group_size
                   : kvq__format_quantized(d.v_format) ? c->fmt[1].group_size
                                                       : (d.head_dim % 32u == 0 ? 32u : d.head_dim);
    c->desc = d;
    c->capacity = cap;
    rows = cap * d.n_kv_heads; /* < 2^31 * 2^32: no overflow */
    for (w = 0; w < 2 && r == KVQ_SUCCESS; w++) {
        if (!kvq__mul_ok(rows, (uint64_t)c->fmt[w].lay.code_words * 4u, &bytes)) bytes = UINT64_MAX;
        r = kvq_buffer_create(ctx, bytes, &c->codes[w]);
        if (r == KVQ_SUCCESS && c->fmt[w].lay.param_words) {
            if (!kvq__mul_ok(rows, (uint64_t)c->fmt[w].lay.param_words * 4u, &bytes)) bytes = UINT64_MAX;
            r = kvq_buffer_create(ctx, bytes, &c->params[w]);
        }
#if !defined(KVQ_NO_VULKAN)
        if (r == KVQ_SUCCESS && ctx->backend == KVQ_BACKEND_VULKAN &&
            rows * c->fmt[w].lay.code_words * 4u > ctx->vk.props.limits.maxStorageBufferRange)
            r = kvq__fail(ctx, KVQ_ERROR_UNSUPPORTED,
                          "kvq_cache_create: the %s codes take %llu bytes, beyond this device's maxStorageBufferRange "
                          "(%u); use fewer slots per cache",
                          w == 0 ? "K" : "V", (unsigned long long)(rows * c->fmt[w].lay.code_words * 4u),
                          ctx->vk.props.limits.maxStorageBufferRange);
#endif
    }
    if (r != KVQ_SUCCESS) {
        char keep[sizeof ctx->last_error];
        memcpy(keep, ctx->last_error, sizeof keep);
        kvq_cache_destroy(ctx, c);
        snprintf(ctx->last_error, sizeof ctx->last_error, "kvq_cache_create: %.480s", keep);
        return r;
    }
    c->next = ctx->caches;
    if (ctx->caches) ctx->caches->prev = c;
    ctx->caches = c;
    *out = c;
    return KVQ_SUCCESS;
}

void kvq_cache_destroy(kvq_context *ctx, kvq_cache *c)
{
    int w;
    if (!ctx || !c) return;
    if (c->prev) c->prev->next = c->next;
    else if (ctx->caches == c) ctx->caches = c->next;
    if (c->next) c->next->prev = c->prev;
    for (w = 0; w < 2; w++) {
        kvq_buffer_destroy(ctx, c->codes[w]);
        kvq_buffer_destroy(ctx, c->params[w]);
    }
    kvq__free(ctx, c);
}

kvq_cache_desc kvq_cache_get_desc(const kvq_cache *c)
{
    kvq_cache_desc d;
    if (c) return c->desc;
    memset(&d, 0, sizeof d);
    return d;
}

uint64_t kvq_cache_capacity(const kvq_cache *c) { return c ? c->capacity : 0; }

uint64_t kvq_cache_bytes(const kvq_cache *c)
{
    uint64_t n = 0;
    int w;
    for (w = 0; c && w < 2; w++) n += kvq_buffer_size(c->codes[w]) + kvq_buffer_size(c->params[w]);
    return n;
}

double kvq_cache_bits_per_value(const kvq_cache *c, kvq_which which)
{
    if (!c || (which != KVQ_K && which != KVQ_V)) return 0.0;
    return c->fmt[which].lay.bits_per_value;
}

kvq_result kvq_cache_storage(kvq_cache *c, kvq_which which, kvq_buffer **codes, kvq_buffer **params)
{
    if (!c || (which != KVQ_K && which != KVQ_V)) return KVQ_ERROR_INVALID_ARGUMENT;
    if (codes) *codes = c->codes[which];
    if (params) *params = c->params[which];
    return KVQ_SUCCESS;
}

static kvq__store kvq__cache_store(const kvq_cache *c, int w)
{
    kvq__store s;
    memset(&s, 0, sizeof s);
    s.fmt = &c->fmt[w];
    s.n_heads = c->desc.n_kv_heads;
    s.block_size = c->desc.block_size;
    s.capacity = c->capacity;
    s.codes = c->codes[w];
    s.params = c->params[w];
    return s;
}

kvq_write_params kvq_write_params_init(void)
{
    kvq_write_params p;
    memset(&p, 0, sizeof p);
    p.dtype = KVQ_DTYPE_F32;
    return p;
}

kvq_read_params kvq_read_params_init(void)
{
    kvq_read_params p;
    memset(&p, 0, sizeof p);
    p.dtype = KVQ_DTYPE_F32;
    return p;
}

kvq_result kvq_cache_write(kvq_context *ctx, kvq_cache *c, const kvq_write_params *p)
{
    static const char *fn = "kvq_cache_write";
    kvq__store st[2];
    const kvq__store *sp[2] = {NULL, NULL};
    const kvq_buffer *vals[2];
    uint64_t offs[2];
    kvq__route rt;
    kvq_dtype dt;
    kvq_result r;
    int w;
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
    if (!c) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: cache is NULL", fn);
    if (!p) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: params is NULL", fn);
    if (!kvq__dtype_valid(p->dtype)) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: dtype %d is not a kvq_dtype", fn, (int)p->dtype);
    if (!p->k && !p->v) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: k and v are both NULL", fn);
    dt = kvq__io_dtype(p->dtype);
    rt.n_tokens = p->n_tokens;
    rt.start = p->start;
    rt.slots = p->slots;
    rt.slots_offset = p->slots_offset;
    r = kvq__route_check(ctx, fn, &rt, c->capacity);
    if (r != KVQ_SUCCESS) return r;
    vals[0] = p->k;
    vals[1] = p->v;
    offs[0] = p->k_offset;
    offs[1] = p->v_offset;
    for (w = 0; w < 2; w++) {
        if (!vals[w]) continue;
        r = kvq__check_range(ctx, fn, w == 0 ? "k" : "v", vals[w], offs[w],
                             (uint64_t)rt.n_tokens * c->desc.n_kv_heads * c->desc.head_dim * kvq__dtype_bytes(dt), 4);
        if (r != KVQ_SUCCESS) return r;
        st[w] = kvq__cache_store(c, w);
        sp[w] = &st[w];
    }
    return kvq__run_rows(ctx, fn, 1, sp, vals, offs, dt, &rt);
}

kvq_result kvq_cache_read(kvq_context *ctx, const kvq_cache *c, const kvq_read_params *p)
{
    static const char *fn = "kvq_cache_read";
    kvq__store st;
    const kvq__store *sp[2] = {NULL, NULL};
    const kvq_buffer *vals[2] = {NULL, NULL};
    uint64_t offs[2] = {0, 0};
    kvq__route rt;
    kvq_dtype dt;
    kvq_result r;
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
    if (!c) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: cache is NULL", fn);
    if (!p) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: params is NULL", fn);
    if (p->which != KVQ_K && p->which != KVQ_V)
        return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: which %d is neither KVQ_K nor KVQ_V", fn, (int)p->which);
    if (!kvq__dtype_valid(p->dtype)) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: dtype %d is not a kvq_dtype", fn, (int)p->dtype);
    dt = kvq__io_dtype(p->dtype);
    rt.n_tokens = p->n_tokens;
    rt.start = p->start;
    rt.slots = p->slots;
    rt.slots_offset = p->slots_offset;
    r = kvq__route_check(ctx, fn, &rt, c->capacity);
    if (r != KVQ_SUCCESS) return r;
    r = kvq__check_range(ctx, fn, "out", p->out, p->out_offset,
                         (uint64_t)rt.n_tokens * c->desc.n_kv_heads * c->desc.head_dim * kvq__dtype_bytes(dt), 4);
    if (r != KVQ_SUCCESS) return r;
    st = kvq__cache_store(c, (int)p->which);
    sp[0] = &st;
    vals[0] = p->out;
    offs[0] = p->out_offset;
    return kvq__run_rows(ctx, fn, 0, sp, vals, offs, dt, &rt);
}

kvq_rows_params kvq_rows_params_init(void)
{
    kvq_rows_params p;
    memset(&p, 0, sizeof p);
    p.format = KVQ_FORMAT_F16;
    p.param_dtype = KVQ_DTYPE_F16;
    p.dtype = KVQ_DTYPE_F32;
    return p;
}

static kvq_result kvq__rows(kvq_context *ctx, const char *fn, const kvq_rows_params *p, int quantize)
{
    kvq__fmt f;
    kvq__store st;
    const kvq__store *sp[2] = {NULL, NULL};
    const kvq_buffer *vals[2] = {NULL, NULL};
    uint64_t offs[2] = {0, 0};
    kvq__route rt;
    kvq_dtype dt;
    char msg[256];
    kvq_result r;
    if (!ctx) return KVQ_ERROR_INVALID_ARGUMENT;
    if (!p) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: params is NULL", fn);
    if (!kvq__dtype_valid(p->dtype)) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: dtype %d is not a kvq_dtype", fn, (int)p->dtype);
    r = kvq__fmt_make(p->format, p->head_dim, p->group_size, p->param_dtype, &f, msg, sizeof msg);
    if (r != KVQ_SUCCESS) return kvq__fail(ctx, r, "%s: %s", fn, msg);
    if (p->n_rows == 0) return kvq__fail(ctx, KVQ_ERROR_INVALID_ARGUMENT, "%s: n_rows is 0", fn);
    dt = kvq__io_dtype(p->dtype);
    r = kvq__check_range(ctx, fn, "values", p->values, p->values_offset, (uint64_t)p->n_rows * f.head_dim * kvq__dtype_bytes(dt), 4);
    if (r == KVQ_SUCCESS)
        r = kvq__check_range(ctx, fn, "codes", p->codes, p->codes_offset, (uint64_t)p->n_rows * f.lay.code_words * 4u, 4);
    if (r == KVQ_SUCCESS && f.lay.param_words)
        r = kvq__check_range(ctx, fn, "params", p->params, p->params_offset, (uint64_t)p->n_rows * f.lay.param_words * 4u, 4);
    if (r != KVQ_SUCCESS) return r;
    memset(&st, 0, sizeof st);
    st.fmt = &f;
    st.n_heads = 1;
    st.block_size = p->n_rows;
    st.capacity = p->n_rows;
    st.codes = p->codes;
    st.codes_offset = p->codes_offset;
    st.params = p->params;
    st.params_offset = p->params_offset;
    sp[0] = &st;
    vals[0] = p->values;
    offs[0] = p->values_offset;
    rt.n_tokens = p->n_rows;
    rt.start = 0;
    rt.slots = NULL;
    rt.slots_offset = 0;
    return kvq__run_rows(ctx, fn, quantize, sp, vals, offs, dt, &rt);
}

kvq_result kvq_quantize(kvq_context *ctx, const kvq_rows_params *p) { return kvq__rows(ctx, "kvq_quantize", p, 1); }
kvq_result kvq_dequantize(kvq_context *ctx, const kvq_rows_params *p) { return kvq__rows(ctx, "kvq_dequantize", p, 0); }

/* >>spirv ---------------------------------------------------------------- */
/* SPIR-V of shaders/<name>.comp, compiled by glslc and spliced in between the
   markers by gen/embed.c (`make shaders`); `make check-shaders` verifies it
   is current. Do not edit by hand. */
#if !defined(KVQ_NO_VULKAN)
/* KVQ-SPIRV-BEGIN */
static const uint32_t kvq__spv_cache_write[8971] = {
    0x07230203, 0x00010300, 0x000d000b, 0x000013a7, 0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0008000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x00000536, 0x0000053a, 0x0000056d,
    0x00060010, 0x00000004, 0x00000011, 0x00000001, 0x00000001, 0x00000001, 0x00040047, 0x0000028d,
    0x00000001, 0x00000002, 0x00040047, 0x00000291, 0x00000006, 0x00000004, 0x00040048, 0x00000292,
    0x00000000, 0x00000018, 0x00050048, 0x00000292, 0x00000000, 0x00000023, 0x00000000, 0x00030047,
    0x00000292, 0x00000002, 0x00040047, 0x00000294, 0x00000022, 0x00000000, 0x00040047, 0x00000294,
    0x00000021, 0x00000000, 0x00050048, 0x00000296, 0x00000000, 0x00000023, 0x00000000, 0x00050048,
    0x00000296, 0x00000001, 0x00000023, 0x00000004, 0x00050048, 0x00000296, 0x00000002, 0x00000023,
    0x00000008, 0x00050048, 0x00000296, 0x00000003, 0x00000023, 0x0000000c, 0x00050048, 0x00000296,
    0x00000004, 0x00000023, 0x00000010, 0x00050048, 0x00000296, 0x00000005, 0x00000023, 0x00000014,
    0x00050048, 0x00000296, 0x00000006, 0x00000023, 0x00000018, 0x00050048, 0x00000296, 0x00000007,
    0x00000023, 0x0000001c, 0x00050048, 0x00000296, 0x00000008, 0x00000023, 0x00000020, 0x00050048,
    0x00000296, 0x00000009, 0x00000023, 0x00000024, 0x00050048, 0x00000296, 0x0000000a, 0x00000023,
    0x00000028, 0x00050048, 0x00000296, 0x0000000b, 0x00000023, 0x0000002c, 0x00050048, 0x00000296,
    0x0000000c, 0x00000023, 0x00000030, 0x00050048, 0x00000296, 0x0000000d, 0x00000023, 0x00000034,
    0x00030047, 0x00000296, 0x00000002, 0x00040047, 0x000002c9, 0x00000001, 0x00000004, 0x00040047,
    0x000002ca, 0x00000001, 0x00000005, 0x00040047, 0x000002e9, 0x00000001, 0x00000001, 0x00040047,
    0x00000363, 0x00000006, 0x00000004, 0x00040048, 0x00000364, 0x00000000, 0x00000018, 0x00050048,
    0x00000364, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x00000364, 0x00000002, 0x00040047,
    0x00000366, 0x00000022, 0x00000000, 0x00040047, 0x00000366, 0x00000021, 0x00000001, 0x00040047,
    0x000003c5, 0x00000001, 0x00000000, 0x00040047, 0x000003da, 0x00000006, 0x00000004, 0x00040048,
    0x000003db, 0x00000000, 0x00000019, 0x00050048, 0x000003db, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x000003db, 0x00000002, 0x00040047, 0x000003dd, 0x00000022, 0x00000000, 0x00040047,
    0x000003dd, 0x00000021, 0x00000002, 0x00040047, 0x0000045f, 0x00000001, 0x00000003, 0x00040047,
    0x000004f6, 0x00000006, 0x00000004, 0x00040048, 0x000004f7, 0x00000000, 0x00000019, 0x00050048,
    0x000004f7, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000004f7, 0x00000002, 0x00040047,
    0x000004f9, 0x00000022, 0x00000000, 0x00040047, 0x000004f9, 0x00000021, 0x00000003, 0x00040047,
    0x00000536, 0x0000000b, 0x0000001a, 0x00040047, 0x0000053a, 0x0000000b, 0x00000018, 0x00040047,
    0x0000054f, 0x00000006, 0x00000004, 0x00040048, 0x00000550, 0x00000000, 0x00000018, 0x00050048,
    0x00000550, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x00000550, 0x00000002, 0x00040047,
    0x00000552, 0x00000022, 0x00000000, 0x00040047, 0x00000552, 0x00000021, 0x00000004, 0x00040047,
    0x0000056d, 0x0000000b, 0x0000001b, 0x00040047, 0x00000576, 0x00000001, 0x00000000, 0x00040047,
    0x00000577, 0x0000000b, 0x00000019, 0x00030047, 0x000009ef, 0x0000002a, 0x00030047, 0x00000a04,
    0x0000002a, 0x00030047, 0x00000a08, 0x0000002a, 0x00030047, 0x00000a09, 0x0000002a, 0x00030047,
    0x00000a0c, 0x0000002a, 0x00030047, 0x00000a0e, 0x0000002a, 0x00030047, 0x00000a12, 0x0000002a,
    0x00030047, 0x00000a13, 0x0000002a, 0x00030047, 0x00000a16, 0x0000002a, 0x00030047, 0x00000a19,
    0x0000002a, 0x00030047, 0x00000a1c, 0x0000002a, 0x00030047, 0x00000a1e, 0x0000002a, 0x00030047,
    0x00000a21, 0x0000002a, 0x00030047, 0x00000a22, 0x0000002a, 0x00030047, 0x00000a25, 0x0000002a,
    0x00030047, 0x00000a26, 0x0000002a, 0x00030047, 0x00000a29, 0x0000002a, 0x00030047, 0x00000a2a,
    0x0000002a, 0x00030047, 0x00000a2d, 0x0000002a, 0x00030047, 0x00000a2f, 0x0000002a, 0x00030047,
    0x00000a33, 0x0000002a, 0x00030047, 0x00000a34, 0x0000002a, 0x00030047, 0x00000d50, 0x0000002a,
    0x00030047, 0x00000d65, 0x0000002a, 0x00030047, 0x00000d69, 0x0000002a, 0x00030047, 0x00000d6a,
    0x0000002a, 0x00030047, 0x00000d6d, 0x0000002a, 0x00030047, 0x00000d6f, 0x0000002a, 0x00030047,
    0x00000d73, 0x0000002a, 0x00030047, 0x00000d74, 0x0000002a, 0x00030047, 0x00000d77, 0x0000002a,
    0x00030047, 0x00000d7a, 0x0000002a, 0x00030047, 0x00000d7d, 0x0000002a, 0x00030047, 0x00000d7f,
    0x0000002a, 0x00030047, 0x00000d82, 0x0000002a, 0x00030047, 0x00000d83, 0x0000002a, 0x00030047,
    0x00000d86, 0x0000002a, 0x00030047, 0x00000d87, 0x0000002a, 0x00030047, 0x00000d8a, 0x0000002a,
    0x00030047, 0x00000d8b, 0x0000002a, 0x00030047, 0x00000d8e, 0x0000002a, 0x00030047, 0x00000d90,
    0x0000002a, 0x00030047, 0x00000d94, 0x0000002a, 0x00030047, 0x00000d95, 0x0000002a, 0x00030047,
    0x00000dab, 0x0000002a, 0x00030047, 0x00000dc0, 0x0000002a, 0x00030047, 0x00000dc4, 0x0000002a,
    0x00030047, 0x00000dc5, 0x0000002a, 0x00030047, 0x00000dc8, 0x0000002a, 0x00030047, 0x00000dca,
    0x0000002a, 0x00030047, 0x00000dce, 0x0000002a, 0x00030047, 0x00000dcf, 0x0000002a, 0x00030047,
    0x00000dd2, 0x0000002a, 0x00030047, 0x00000dd5, 0x0000002a, 0x00030047, 0x00000dd8, 0x0000002a,
    0x00030047, 0x00000dda, 0x0000002a, 0x00030047, 0x00000ddd, 0x0000002a, 0x00030047, 0x00000dde,
    0x0000002a, 0x00030047, 0x00000de1, 0x0000002a, 0x00030047, 0x00000de2, 0x0000002a, 0x00030047,
    0x00000de5, 0x0000002a, 0x00030047, 0x00000de6, 0x0000002a, 0x00030047, 0x00000de9, 0x0000002a,
    0x00030047, 0x00000deb, 0x0000002a, 0x00030047, 0x00000def, 0x0000002a, 0x00030047, 0x00000df0,
    0x0000002a, 0x00030047, 0x00000faf, 0x0000002a, 0x00030047, 0x00000fc4, 0x0000002a, 0x00030047,
    0x00000fc8, 0x0000002a, 0x00030047, 0x00000fc9, 0x0000002a, 0x00030047, 0x00000fcc, 0x0000002a,
    0x00030047, 0x00000fce, 0x0000002a, 0x00030047, 0x00000fd2, 0x0000002a, 0x00030047, 0x00000fd3,
    0x0000002a, 0x00030047, 0x00000fd6, 0x0000002a, 0x00030047, 0x00000fd9, 0x0000002a, 0x00030047,
    0x00000fdc, 0x0000002a, 0x00030047, 0x00000fde, 0x0000002a, 0x00030047, 0x00000fe1, 0x0000002a,
    0x00030047, 0x00000fe2, 0x0000002a, 0x00030047, 0x00000fe5, 0x0000002a, 0x00030047, 0x00000fe6,
    0x0000002a, 0x00030047, 0x00000fe9, 0x0000002a, 0x00030047, 0x00000fea, 0x0000002a, 0x00030047,
    0x00000fed, 0x0000002a, 0x00030047, 0x00000fef, 0x0000002a, 0x00030047, 0x00000ff3, 0x0000002a,
    0x00030047, 0x00000ff4, 0x0000002a, 0x00030047, 0x00001024, 0x0000002a, 0x00030047, 0x00001039,
    0x0000002a, 0x00030047, 0x0000103d, 0x0000002a, 0x00030047, 0x0000103e, 0x0000002a, 0x00030047,
    0x00001041, 0x0000002a, 0x00030047, 0x00001043, 0x0000002a, 0x00030047, 0x00001047, 0x0000002a,
    0x00030047, 0x00001048, 0x0000002a, 0x00030047, 0x0000104b, 0x0000002a, 0x00030047, 0x0000104e,
    0x0000002a, 0x00030047, 0x00001051, 0x0000002a, 0x00030047, 0x00001053, 0x0000002a, 0x00030047,
    0x00001056, 0x0000002a, 0x00030047, 0x00001057, 0x0000002a, 0x00030047, 0x0000105a, 0x0000002a,
    0x00030047, 0x0000105b, 0x0000002a, 0x00030047, 0x0000105e, 0x0000002a, 0x00030047, 0x0000105f,
    0x0000002a, 0x00030047, 0x00001062, 0x0000002a, 0x00030047, 0x00001064, 0x0000002a, 0x00030047,
    0x00001068, 0x0000002a, 0x00030047, 0x00001069, 0x0000002a, 0x00020013, 0x00000002, 0x00030021,
    0x00000003, 0x00000002, 0x00030016, 0x00000006, 0x00000020, 0x00020014, 0x00000008, 0x00040015,
    0x0000000d, 0x00000020, 0x00000000, 0x0004002b, 0x0000000d, 0x0000004f, 0x7f800000, 0x00040015,
    0x00000059, 0x00000020, 0x00000001, 0x0004002b, 0x00000059, 0x0000005a, 0x00000010, 0x0004002b,
    0x0000000d, 0x0000005c, 0x00008000, 0x0004002b, 0x0000000d, 0x00000060, 0x7fffffff, 0x0004002b,
    0x0000000d, 0x0000006c, 0x00007e00, 0x0004002b, 0x00000059, 0x0000006e, 0x0000000d, 0x0004002b,
    0x0000000d, 0x00000070, 0x000003ff, 0x0004002b, 0x0000000d, 0x00000074, 0x00007c00, 0x0004002b,
    0x0000000d, 0x00000079, 0x477ff000, 0x0004002b, 0x0000000d, 0x0000007e, 0x00007bff, 0x0004002b,
    0x0000000d, 0x00000082, 0x38800000, 0x0004002b, 0x0000000d, 0x00000088, 0x00000fff, 0x0004002b,
    0x0000000d, 0x0000008c, 0x00000001, 0x0004002b, 0x0000000d, 0x00000092, 0x0001c000, 0x0004002b,
    0x00000059, 0x00000098, 0x00000017, 0x0004002b, 0x0000000d, 0x0000009b, 0x0000007e, 0x0004002b,
    0x0000000d, 0x000000a0, 0x007fffff, 0x0004002b, 0x0000000d, 0x000000a2, 0x00800000, 0x0004002b,
    0x0000000d, 0x000000a5, 0x00000000, 0x0004002b, 0x0000000d, 0x000000a8, 0x00000018, 0x0004002b,
    0x00000059, 0x000000d0, 0x00000001, 0x0004002b, 0x00000059, 0x000000dd, 0x0000000a, 0x0004002b,
    0x0000000d, 0x000000df, 0x0000001f, 0x0004002b, 0x00000006, 0x000000eb, 0x33800000, 0x0004002b,
    0x0000000d, 0x00000105, 0x00000070, 0x0004002b, 0x0000000d, 0x00000119, 0x00000040, 0x0004002b,
    0x0000000d, 0x00000126, 0x00007fff, 0x0004002b, 0x0000000d, 0x0000012f, 0x00007f80, 0x0004002b,
    0x0000000d, 0x00000135, 0x00007f7f, 0x0004002b, 0x00000006, 0x0000014c, 0x00000000, 0x0004002b,
    0x00000006, 0x0000015f, 0x7149f2ca, 0x0004002b, 0x00000006, 0x00000160, 0xf149f2ca, 0x0004002b,
    0x0000000d, 0x00000163, 0x00000002, 0x0004002b, 0x0000000d, 0x0000018c, 0x00000003, 0x0004002b,
    0x0000000d, 0x00000190, 0x0000000f, 0x0004002b, 0x0000000d, 0x00000191, 0x00000007, 0x0004002b,
    0x0000000d, 0x00000195, 0x0000007b, 0x0004002b, 0x00000059, 0x0000019c, 0x00000018, 0x0004002b,
    0x0000000d, 0x0000019e, 0x00000080, 0x0004002b, 0x0000000d, 0x000001a8, 0x0000007f, 0x0004002b,
    0x0000000d, 0x000001b1, 0x0000007c, 0x0004002b, 0x00000006, 0x000001c1, 0x47800000, 0x0004002b,
    0x00000006, 0x000001c2, 0x44000000, 0x0004002b, 0x00000006, 0x000001d0, 0x3f000000, 0x0004002b,
    0x0000000d, 0x000001e4, 0x00000017, 0x0004002b, 0x00000006, 0x00000212, 0x0da24260, 0x0004002b,
    0x00000006, 0x0000021f, 0x45800800, 0x0004002b, 0x00000006, 0x00000267, 0x3f800000, 0x0004002b,
    0x0000000d, 0x00000277, 0x00000004, 0x0004002b, 0x0000000d, 0x0000027a, 0x00000005, 0x0004002b,
    0x0000000d, 0x0000027e, 0x00000006, 0x00040032, 0x0000000d, 0x0000028d, 0x00000010, 0x00060034,
    0x00000008, 0x0000028e, 0x000000aa, 0x0000028d, 0x0000008c, 0x0003001d, 0x00000291, 0x0000000d,
    0x0003001e, 0x00000292, 0x00000291, 0x00040020, 0x00000293, 0x0000000c, 0x00000292, 0x0004003b,
    0x00000293, 0x00000294, 0x0000000c, 0x0004002b, 0x00000059, 0x00000295, 0x00000000, 0x0010001e,
    0x00000296, 0x0000000d, 0x0000000d, 0x0000000d, 0x0000000d, 0x0000000d, 0x0000000d, 0x0000000d,
    0x0000000d, 0x0000000d, 0x0000000d, 0x0000000d, 0x0000000d, 0x0000000d, 0x0000000d, 0x00040020,
    0x00000297, 0x00000009, 0x00000296, 0x0004003b, 0x00000297, 0x00000298, 0x00000009, 0x0004002b,
    0x00000059, 0x00000299, 0x00000008, 0x00040020, 0x0000029a, 0x00000009, 0x0000000d, 0x00040020,
    0x0000029f, 0x0000000c, 0x0000000d, 0x0004002b, 0x0000000d, 0x000002b7, 0x0000ffff, 0x00060034,
    0x00000008, 0x000002ba, 0x000000aa, 0x0000028d, 0x00000163, 0x00040032, 0x0000000d, 0x000002c9,
    0x00000010, 0x00040032, 0x0000000d, 0x000002ca, 0x00000010, 0x00060034, 0x0000000d, 0x000002cb,
    0x00000086, 0x000002c9, 0x000002ca, 0x0004001c, 0x000002d0, 0x0000000d, 0x000002cb, 0x00040020,
    0x000002d1, 0x00000004, 0x000002d0, 0x0004003b, 0x000002d1, 0x000002d2, 0x00000004, 0x00040020,
    0x000002d4, 0x00000004, 0x0000000d, 0x0004003b, 0x000002d1, 0x000002d8, 0x00000004, 0x0004003b,
    0x000002d1, 0x000002e1, 0x00000004, 0x00040032, 0x0000000d, 0x000002e9, 0x00000010, 0x0004002b,
    0x0000000d, 0x000002ea, 0x00000008, 0x00060034, 0x00000008, 0x000002eb, 0x000000aa, 0x000002e9,
    0x000002ea, 0x0004002b, 0x0000000d, 0x000002ec, 0x00000009, 0x00060034, 0x00000008, 0x000002ed,
    0x000000aa, 0x000002e9, 0x000002ec, 0x00060034, 0x00000008, 0x000002ee, 0x000000a6, 0x000002eb,
    0x000002ed, 0x00070034, 0x0000000d, 0x000002ef, 0x000000a9, 0x000002ee, 0x000001a8, 0x000000a5,
    0x0004001c, 0x000002f7, 0x00000006, 0x000002cb, 0x00040020, 0x000002f8, 0x00000004, 0x000002f7,
    0x0004003b, 0x000002f8, 0x000002f9, 0x00000004, 0x00040020, 0x000002fb, 0x00000004, 0x00000006,
    0x0004003b, 0x000002f8, 0x00000304, 0x00000004, 0x00060034, 0x00000008, 0x00000313, 0x000000aa,
    0x000002e9, 0x0000008c, 0x0004002b, 0x0000000d, 0x00000314, 0x00000020, 0x00060034, 0x00000008,
    0x00000315, 0x000000aa, 0x000002e9, 0x00000163, 0x00060034, 0x00000008, 0x00000316, 0x000000aa,
    0x000002e9, 0x0000018c, 0x00060034, 0x00000008, 0x00000317, 0x000000a6, 0x00000315, 0x00000316,
    0x0004002b, 0x0000000d, 0x00000318, 0x00000010, 0x00060034, 0x00000008, 0x00000319, 0x000000aa,
    0x000002e9, 0x0000027a, 0x00060034, 0x00000008, 0x0000031a, 0x000000aa, 0x000002e9, 0x0000027e,
    0x00070034, 0x0000000d, 0x0000031b, 0x000000a9, 0x0000031a, 0x00000163, 0x000002ea, 0x00070034,
    0x0000000d, 0x0000031c, 0x000000a9, 0x00000319, 0x00000277, 0x0000031b, 0x00070034, 0x0000000d,
    0x0000031d, 0x000000a9, 0x00000317, 0x00000318, 0x0000031c, 0x00070034, 0x0000000d, 0x0000031e,
    0x000000a9, 0x00000313, 0x00000314, 0x0000031d, 0x00060034, 0x0000000d, 0x0000031f, 0x000000c4,
    0x0000008c, 0x0000031e, 0x00060034, 0x0000000d, 0x00000320, 0x00000082, 0x0000031f, 0x0000008c,
    0x00060034, 0x00000008, 0x0000032d, 0x000000aa, 0x000002e9, 0x00000191, 0x0004002b, 0x00000006,
    0x00000337, 0xc2fe0000, 0x0004002b, 0x00000006, 0x00000338, 0x42fe0000, 0x0004002b, 0x0000000d,
    0x0000033c, 0x000000ff, 0x00060034, 0x00000008, 0x00000345, 0x000000aa, 0x000002e9, 0x000002ec,
    0x0004002b, 0x00000059, 0x0000035c, 0x00000003, 0x0003001d, 0x00000363, 0x00000059, 0x0003001e,
    0x00000364, 0x00000363, 0x00040020, 0x00000365, 0x0000000c, 0x00000364, 0x0004003b, 0x00000365,
    0x00000366, 0x0000000c, 0x0004002b, 0x00000059, 0x00000367, 0x00000009, 0x00040020, 0x0000036c,
    0x0000000c, 0x00000059, 0x0004002b, 0x00000059, 0x00000370, 0x00000002, 0x0004002b, 0x00000059,
    0x0000037e, 0x00000004, 0x0004002b, 0x00000059, 0x00000389, 0x00000005, 0x0004002b, 0x00000059,
    0x0000039f, 0x00000006, 0x0004002b, 0x00000059, 0x000003a5, 0x0000000b, 0x0004002b, 0x00000059,
    0x000003a9, 0x00000007, 0x0004002b, 0x0000000d, 0x000003b1, 0x00000108, 0x0004001c, 0x000003bb,
    0x00000006, 0x000002c9, 0x00040020, 0x000003bc, 0x00000004, 0x000003bb, 0x0004003b, 0x000003bc,
    0x000003bd, 0x00000004, 0x00040032, 0x0000000d, 0x000003c5, 0x00000040, 0x00060034, 0x00000008,
    0x000003d7, 0x000000aa, 0x000002e9, 0x0000008c, 0x0003001d, 0x000003da, 0x0000000d, 0x0003001e,
    0x000003db, 0x000003da, 0x00040020, 0x000003dc, 0x0000000c, 0x000003db, 0x0004003b, 0x000003dc,
    0x000003dd, 0x0000000c, 0x00060034, 0x00000008, 0x000003e7, 0x000000aa, 0x000002e9, 0x00000163,
    0x00030029, 0x00000008, 0x00000428, 0x00040032, 0x0000000d, 0x0000045f, 0x00000010, 0x00060034,
    0x0000000d, 0x00000472, 0x000000c4, 0x0000008c, 0x0000031e, 0x00060034, 0x0000000d, 0x00000473,
    0x00000082, 0x00000472, 0x0000008c, 0x0004002b, 0x0000000d, 0x0000047e, 0x80000000, 0x00060034,
    0x00000008, 0x000004a1, 0x000000aa, 0x000002e9, 0x00000191, 0x00060034, 0x00000008, 0x000004a2,
    0x000000aa, 0x000002e9, 0x000002ea, 0x0004002b, 0x00000006, 0x000004a3, 0x43e00000, 0x0004002b,
    0x00000006, 0x000004a4, 0x47600000, 0x00070034, 0x00000006, 0x000004a5, 0x000000a9, 0x000004a2,
    0x000004a3, 0x000004a4, 0x00070034, 0x00000006, 0x000004a6, 0x000000a9, 0x000004a1, 0x00000338,
    0x000004a5, 0x00060034, 0x00000008, 0x000004d3, 0x000000aa, 0x0000045f, 0x0000008c, 0x00060034,
    0x00000008, 0x000004e2, 0x000000aa, 0x000002e9, 0x00000277, 0x00060034, 0x00000008, 0x000004e3,
    0x000000aa, 0x000002e9, 0x0000027a, 0x00060034, 0x00000008, 0x000004e4, 0x000000a6, 0x000004e2,
    0x000004e3, 0x00060034, 0x00000008, 0x000004e5, 0x000000aa, 0x000002e9, 0x0000027e, 0x00060034,
    0x00000008, 0x000004e6, 0x000000a6, 0x000004e4, 0x000004e5, 0x00060034, 0x0000000d, 0x000004e7,
    0x00000084, 0x00000163, 0x000002cb, 0x00070034, 0x0000000d, 0x000004e8, 0x000000a9, 0x000004e6,
    0x000004e7, 0x000002cb, 0x0003001d, 0x000004f6, 0x0000000d, 0x0003001e, 0x000004f7, 0x000004f6,
    0x00040020, 0x000004f8, 0x0000000c, 0x000004f7, 0x0004003b, 0x000004f8, 0x000004f9, 0x0000000c,
    0x00060034, 0x0000000d, 0x0000050e, 0x00000086, 0x00000314, 0x0000031e, 0x00040017, 0x00000534,
    0x0000000d, 0x00000003, 0x00040020, 0x00000535, 0x00000001, 0x00000534, 0x0004003b, 0x00000535,
    0x00000536, 0x00000001, 0x00040020, 0x00000537, 0x00000001, 0x0000000d, 0x0004003b, 0x00000535,
    0x0000053a, 0x00000001, 0x0003001d, 0x0000054f, 0x0000000d, 0x0003001e, 0x00000550, 0x0000054f,
    0x00040020, 0x00000551, 0x0000000c, 0x00000550, 0x0004003b, 0x00000551, 0x00000552, 0x0000000c,
    0x0004002b, 0x00000059, 0x00000553, 0x0000000c, 0x0004003b, 0x00000535, 0x0000056d, 0x00000001,
    0x00040032, 0x0000000d, 0x00000576, 0x00000001, 0x00060033, 0x00000534, 0x00000577, 0x00000576,
    0x0000008c, 0x0000008c, 0x0004002b, 0x0000000d, 0x0000137d, 0x00000016, 0x0004002b, 0x0000000d,
    0x0000137f, 0x0000007d, 0x0004002b, 0x00000006, 0x00001380, 0xff7fffff, 0x0004002b, 0x00000006,
    0x00001381, 0x7f7fffff, 0x0004002b, 0x00000006, 0x00001382, 0xb3800000, 0x0003002a, 0x00000008,
    0x00001384, 0x0004002b, 0x0000000d, 0x00001386, 0x3f800000, 0x0004002b, 0x0000000d, 0x00001388,
    0x00003f80, 0x0004002b, 0x0000000d, 0x00001389, 0x00003fc0, 0x0004002b, 0x0000000d, 0x0000138e,
    0x00003c00, 0x0004002b, 0x0000000d, 0x0000138f, 0x7fc00000, 0x0004002b, 0x0000000d, 0x00001391,
    0x00007fc0, 0x0004002b, 0x0000000d, 0x00001398, 0x00023e00, 0x00050036, 0x00000002, 0x00000004,
    0x00000000, 0x00000003, 0x000200f8, 0x00000005, 0x000300f7, 0x00000578, 0x00000000, 0x000300fb,
    0x000000a5, 0x00000579, 0x000200f8, 0x00000579, 0x00050041, 0x00000537, 0x00000538, 0x00000536,
    0x0000008c, 0x0004003d, 0x0000000d, 0x00000539, 0x00000538, 0x00050041, 0x00000537, 0x0000053b,
    0x0000053a, 0x000000a5, 0x0004003d, 0x0000000d, 0x0000053c, 0x0000053b, 0x00050084, 0x0000000d,
    0x0000053d, 0x00000539, 0x0000053c, 0x00050041, 0x00000537, 0x0000053e, 0x00000536, 0x000000a5,
    0x0004003d, 0x0000000d, 0x0000053f, 0x0000053e, 0x00050080, 0x0000000d, 0x00000540, 0x0000053d,
    0x0000053f, 0x00050041, 0x0000029a, 0x00000541, 0x00000298, 0x0000006e, 0x0004003d, 0x0000000d,
    0x00000542, 0x00000541, 0x00050084, 0x0000000d, 0x00000543, 0x00000540, 0x00000542, 0x00050041,
    0x0000029a, 0x00000545, 0x00000298, 0x00000295, 0x0004003d, 0x0000000d, 0x00000546, 0x00000545,
    0x00050041, 0x0000029a, 0x00000547, 0x00000298, 0x000000d0, 0x0004003d, 0x0000000d, 0x00000548,
    0x00000547, 0x00050084, 0x0000000d, 0x00000549, 0x00000546, 0x00000548, 0x00050041, 0x0000029a,
    0x0000054a, 0x00000298, 0x0000035c, 0x0004003d, 0x0000000d, 0x0000054b, 0x0000054a, 0x000500ab,
    0x00000008, 0x0000054c, 0x0000054b, 0x000000a5, 0x000300f7, 0x0000054e, 0x00000000, 0x000400fa,
    0x0000054c, 0x0000054d, 0x0000054e, 0x000200f8, 0x0000054d, 0x00050041, 0x0000029a, 0x00000554,
    0x00000298, 0x00000553, 0x0004003d, 0x0000000d, 0x00000555, 0x00000554, 0x00050084, 0x0000000d,
    0x00000556, 0x00000555, 0x00000277, 0x00060041, 0x0000029f, 0x00000557, 0x00000552, 0x00000295,
    0x00000556, 0x0004003d, 0x0000000d, 0x00000558, 0x00000557, 0x000500ab, 0x00000008, 0x00000559,
    0x00000558, 0x000000a5, 0x000200f9, 0x0000054e, 0x000200f8, 0x0000054e, 0x000700f5, 0x00000008,
    0x0000055a, 0x0000054c, 0x00000579, 0x00000559, 0x0000054d, 0x000300f7, 0x0000055c, 0x00000000,
    0x000400fa, 0x0000055a, 0x0000055b, 0x0000055c, 0x000200f8, 0x0000055b, 0x000200f9, 0x00000578,
    0x000200f8, 0x0000055c, 0x000200f9, 0x00000560, 0x000200f8, 0x00000560, 0x000700f5, 0x0000000d,
    0x000010db, 0x00000543, 0x0000055c, 0x00000575, 0x00000563, 0x00050080, 0x0000000d, 0x00000569,
    0x00000543, 0x00000542, 0x0007000c, 0x0000000d, 0x0000056b, 0x00000001, 0x00000026, 0x00000569,
    0x00000549, 0x000500b0, 0x00000008, 0x0000056c, 0x000010db, 0x0000056b, 0x000400f6, 0x00000562,
    0x00000563, 0x00000000, 0x000400fa, 0x0000056c, 0x00000561, 0x00000562, 0x000200f8, 0x00000561,
    0x00050041, 0x00000537, 0x00000571, 0x0000056d, 0x000000a5, 0x0004003d, 0x0000000d, 0x00000572,
    0x00000571, 0x000300f7, 0x00000759, 0x00000000, 0x000300fb, 0x000000a5, 0x000005ee, 0x000200f8,
    0x000005ee, 0x00050086, 0x0000000d, 0x000005f2, 0x000010db, 0x00000548, 0x00050089, 0x0000000d,
    0x000005f6, 0x000010db, 0x00000548, 0x000300f7, 0x00000607, 0x00000000, 0x000400fa, 0x0000054c,
    0x000005fa, 0x00000601, 0x000200f8, 0x00000601, 0x00050041, 0x0000029a, 0x00000602, 0x00000298,
    0x00000370, 0x0004003d, 0x0000000d, 0x00000603, 0x00000602, 0x00050080, 0x0000000d, 0x00000605,
    0x00000603, 0x000005f2, 0x0004007c, 0x00000059, 0x00000606, 0x00000605, 0x000200f9, 0x00000607,
    0x000200f8, 0x000005fa, 0x00050041, 0x0000029a, 0x000005fb, 0x00000298, 0x00000367, 0x0004003d,
    0x0000000d, 0x000005fc, 0x000005fb, 0x00050080, 0x0000000d, 0x000005fe, 0x000005fc, 0x000005f2,
    0x00060041, 0x0000036c, 0x000005ff, 0x00000366, 0x00000295, 0x000005fe, 0x0004003d, 0x00000059,
    0x00000600, 0x000005ff, 0x000200f9, 0x00000607, 0x000200f8, 0x00000607, 0x000700f5, 0x00000059,
    0x000010dc, 0x00000600, 0x000005fa, 0x00000606, 0x00000601, 0x000500b1, 0x00000008, 0x0000060a,
    0x000010dc, 0x00000295, 0x000400a8, 0x00000008, 0x0000060b, 0x0000060a, 0x000300f7, 0x00000612,
    0x00000000, 0x000400fa, 0x0000060b, 0x0000060c, 0x00000612, 0x000200f8, 0x0000060c, 0x0004007c,
    0x0000000d, 0x0000060e, 0x000010dc, 0x00050041, 0x0000029a, 0x0000060f, 0x00000298, 0x0000037e,
    0x0004003d, 0x0000000d, 0x00000610, 0x0000060f, 0x000500ae, 0x00000008, 0x00000611, 0x0000060e,
    0x00000610, 0x000200f9, 0x00000612, 0x000200f8, 0x00000612, 0x000700f5, 0x00000008, 0x00000613,
    0x0000060a, 0x00000607, 0x00000611, 0x0000060c, 0x000300f7, 0x00000615, 0x00000000, 0x000400fa,
    0x00000613, 0x00000614, 0x00000615, 0x000200f8, 0x00000614, 0x000200f9, 0x00000759, 0x000200f8,
    0x00000615, 0x0004007c, 0x0000000d, 0x00000617, 0x000010dc, 0x00050041, 0x0000029a, 0x00000618,
    0x00000298, 0x00000389, 0x0004003d, 0x0000000d, 0x00000619, 0x00000618, 0x00050086, 0x0000000d,
    0x0000061a, 0x00000617, 0x00000619, 0x00050084, 0x0000000d, 0x0000061d, 0x0000061a, 0x00000548,
    0x00050080, 0x0000000d, 0x0000061f, 0x0000061d, 0x000005f6, 0x00050084, 0x0000000d, 0x00000622,
    0x0000061f, 0x00000619, 0x00050089, 0x0000000d, 0x00000627, 0x00000617, 0x00000619, 0x00050080,
    0x0000000d, 0x00000628, 0x00000622, 0x00000627, 0x00050041, 0x0000029a, 0x00000629, 0x00000298,
    0x000000dd, 0x0004003d, 0x0000000d, 0x0000062a, 0x00000629, 0x00050041, 0x0000029a, 0x0000062c,
    0x00000298, 0x0000039f, 0x0004003d, 0x0000000d, 0x0000062d, 0x0000062c, 0x00050084, 0x0000000d,
    0x0000062e, 0x00000628, 0x0000062d, 0x00050080, 0x0000000d, 0x0000062f, 0x0000062a, 0x0000062e,
    0x00050041, 0x0000029a, 0x00000630, 0x00000298, 0x000003a5, 0x0004003d, 0x0000000d, 0x00000631,
    0x00000630, 0x00050041, 0x0000029a, 0x00000633, 0x00000298, 0x000003a9, 0x0004003d, 0x0000000d,
    0x00000634, 0x00000633, 0x00050084, 0x0000000d, 0x00000635, 0x00000628, 0x00000634, 0x00050080,
    0x0000000d, 0x00000636, 0x00000631, 0x00000635, 0x00050084, 0x0000000d, 0x00000638, 0x000010db,
    0x000002c9, 0x000400e0, 0x00000163, 0x00000163, 0x000003b1, 0x000200f9, 0x0000063a, 0x000200f8,
    0x0000063a, 0x000700f5, 0x0000000d, 0x000010dd, 0x00000572, 0x00000615, 0x00000647, 0x00000645,
    0x000500b0, 0x00000008, 0x0000063d, 0x000010dd, 0x000002c9, 0x000400f6, 0x00000648, 0x00000645,
    0x00000000, 0x000400fa, 0x0000063d, 0x0000063e, 0x00000648, 0x000200f8, 0x0000063e, 0x00050080,
    0x0000000d, 0x00000642, 0x00000638, 0x000010dd, 0x000300f7, 0x00000788, 0x00000000, 0x000300fb,
    0x000000a5, 0x00000764, 0x000200f8, 0x00000764, 0x000300f7, 0x0000076d, 0x00000000, 0x000400fa,
    0x0000028e, 0x00000765, 0x0000076d, 0x000200f8, 0x00000765, 0x00050041, 0x0000029a, 0x00000766,
    0x00000298, 0x00000299, 0x0004003d, 0x0000000d, 0x00000767, 0x00000766, 0x00050080, 0x0000000d,
    0x00000769, 0x00000767, 0x00000642, 0x00060041, 0x0000029f, 0x0000076a, 0x00000294, 0x00000295,
    0x00000769, 0x0004003d, 0x0000000d, 0x0000076b, 0x0000076a, 0x0004007c, 0x00000006, 0x0000076c,
    0x0000076b, 0x000200f9, 0x00000788, 0x000200f8, 0x0000076d, 0x00050041, 0x0000029a, 0x0000076e,
    0x00000298, 0x00000299, 0x0004003d, 0x0000000d, 0x0000076f, 0x0000076e, 0x000500c2, 0x0000000d,
    0x00000771, 0x00000642, 0x000000d0, 0x00050080, 0x0000000d, 0x00000772, 0x0000076f, 0x00000771,
    0x00060041, 0x0000029f, 0x00000773, 0x00000294, 0x00000295, 0x00000772, 0x0004003d, 0x0000000d,
    0x00000774, 0x00000773, 0x000500c7, 0x0000000d, 0x00000776, 0x00000642, 0x0000008c, 0x000500ab,
    0x00000008, 0x00000777, 0x00000776, 0x000000a5, 0x000300f7, 0x0000077e, 0x00000000, 0x000400fa,
    0x00000777, 0x00000778, 0x0000077b, 0x000200f8, 0x0000077b, 0x000500c7, 0x0000000d, 0x0000077d,
    0x00000774, 0x000002b7, 0x000200f9, 0x0000077e, 0x000200f8, 0x00000778, 0x000500c2, 0x0000000d,
    0x0000077a, 0x00000774, 0x0000005a, 0x000200f9, 0x0000077e, 0x000200f8, 0x0000077e, 0x000700f5,
    0x0000000d, 0x000012d4, 0x0000077a, 0x00000778, 0x0000077d, 0x0000077b, 0x000300f7, 0x00000786,
    0x00000000, 0x000400fa, 0x000002ba, 0x00000780, 0x00000783, 0x000200f8, 0x00000783, 0x000500c4,
    0x0000000d, 0x000007c4, 0x000012d4, 0x0000005a, 0x0004007c, 0x00000006, 0x000007c5, 0x000007c4,
    0x000200f9, 0x00000786, 0x000200f8, 0x00000780, 0x000300f7, 0x000007bf, 0x00000000, 0x000300fb,
    0x000000a5, 0x00000793, 0x000200f8, 0x00000793, 0x000500c7, 0x0000000d, 0x00000795, 0x000012d4,
    0x0000005c, 0x000500c4, 0x0000000d, 0x00000796, 0x00000795, 0x0000005a, 0x000500c2, 0x0000000d,
    0x00000798, 0x000012d4, 0x000000dd, 0x000500c7, 0x0000000d, 0x00000799, 0x00000798, 0x000000df,
    0x000500c7, 0x0000000d, 0x0000079b, 0x000012d4, 0x00000070, 0x000500aa, 0x00000008, 0x0000079d,
    0x00000799, 0x000000a5, 0x000300f7, 0x000007ab, 0x00000000, 0x000400fa, 0x0000079d, 0x0000079e,
    0x000007ab, 0x000200f8, 0x0000079e, 0x00040070, 0x00000006, 0x000007a0, 0x0000079b, 0x00050085,
    0x00000006, 0x000007a1, 0x000007a0, 0x000000eb, 0x000500ab, 0x00000008, 0x000007a3, 0x00000796,
    0x000000a5, 0x000300f7, 0x000007a9, 0x00000000, 0x000400fa, 0x000007a3, 0x000007a4, 0x000007a7,
    0x000200f8, 0x000007a7, 0x000200f9, 0x000007a9, 0x000200f8, 0x000007a4, 0x00050085, 0x00000006,
    0x000007a6, 0x000007a0, 0x00001382, 0x000200f9, 0x000007a9, 0x000200f8, 0x000007a9, 0x000700f5,
    0x00000006, 0x000012d5, 0x000007a6, 0x000007a4, 0x000007a1, 0x000007a7, 0x000200f9, 0x000007bf,
    0x000200f8, 0x000007ab, 0x000500aa, 0x00000008, 0x000007ad, 0x00000799, 0x000000df, 0x000300f7,
    0x000007b5, 0x00000000, 0x000400fa, 0x000007ad, 0x000007ae, 0x000007b5, 0x000200f8, 0x000007ae,
    0x000500c5, 0x0000000d, 0x000007b0, 0x00000796, 0x0000004f, 0x000500c4, 0x0000000d, 0x000007b2,
    0x0000079b, 0x0000006e, 0x000500c5, 0x0000000d, 0x000007b3, 0x000007b0, 0x000007b2, 0x0004007c,
    0x00000006, 0x000007b4, 0x000007b3, 0x000200f9, 0x000007bf, 0x000200f8, 0x000007b5, 0x00050080,
    0x0000000d, 0x000007b8, 0x00000799, 0x00000105, 0x000500c4, 0x0000000d, 0x000007b9, 0x000007b8,
    0x00000098, 0x000500c5, 0x0000000d, 0x000007ba, 0x00000796, 0x000007b9, 0x000500c4, 0x0000000d,
    0x000007bc, 0x0000079b, 0x0000006e, 0x000500c5, 0x0000000d, 0x000007bd, 0x000007ba, 0x000007bc,
    0x0004007c, 0x00000006, 0x000007be, 0x000007bd, 0x000200f9, 0x000007bf, 0x000200f8, 0x000007bf,
    0x000900f5, 0x00000006, 0x000012d6, 0x000012d5, 0x000007a9, 0x000007b4, 0x000007ae, 0x000007be,
    0x000007b5, 0x000200f9, 0x00000786, 0x000200f8, 0x00000786, 0x000700f5, 0x00000006, 0x000012d7,
    0x000012d6, 0x000007bf, 0x000007c5, 0x00000783, 0x000200f9, 0x00000788, 0x000200f8, 0x00000788,
    0x000700f5, 0x00000006, 0x000012d8, 0x0000076c, 0x00000765, 0x000012d7, 0x00000786, 0x00050041,
    0x000002fb, 0x00000644, 0x000003bd, 0x000010dd, 0x0003003e, 0x00000644, 0x000012d8, 0x000200f9,
    0x00000645, 0x000200f8, 0x00000645, 0x00050080, 0x0000000d, 0x00000647, 0x000010dd, 0x000003c5,
    0x000200f9, 0x0000063a, 0x000200f8, 0x00000648, 0x000400e0, 0x00000163, 0x00000163, 0x000003b1,
    0x000500aa, 0x00000008, 0x000007c9, 0x000002e9, 0x0000008c, 0x000500aa, 0x00000008, 0x000007cb,
    0x000002e9, 0x00000163, 0x000500a6, 0x00000008, 0x000007cc, 0x000007c9, 0x000007cb, 0x000500aa,
    0x00000008, 0x000007ce, 0x000002e9, 0x0000018c, 0x000500a6, 0x00000008, 0x000007cf, 0x000007cc,
    0x000007ce, 0x000300f7, 0x00000687, 0x00000000, 0x000400fa, 0x000007cf, 0x0000064a, 0x00000687,
    0x000200f8, 0x0000064a, 0x000200f9, 0x0000064c, 0x000200f8, 0x0000064c, 0x000700f5, 0x0000000d,
    0x000012b5, 0x00000572, 0x0000064a, 0x00000685, 0x00000683, 0x000500b0, 0x00000008, 0x00000651,
    0x000012b5, 0x0000062d, 0x000400f6, 0x00000686, 0x00000683, 0x00000000, 0x000400fa, 0x00000651,
    0x00000652, 0x00000686, 0x000200f8, 0x00000652, 0x000300f7, 0x00000682, 0x00000000, 0x000400fa,
    0x000003d7, 0x00000653, 0x0000065c, 0x000200f8, 0x0000065c, 0x000300f7, 0x00000681, 0x00000000,
    0x000400fa, 0x000003e7, 0x0000065d, 0x0000066f, 0x000200f8, 0x0000066f, 0x00050080, 0x0000000d,
    0x00000672, 0x0000062f, 0x000012b5, 0x00050084, 0x0000000d, 0x00000674, 0x00000163, 0x000012b5,
    0x00050041, 0x000002fb, 0x00000675, 0x000003bd, 0x00000674, 0x0004003d, 0x00000006, 0x00000676,
    0x00000675, 0x000300f7, 0x000008d6, 0x00000000, 0x000300fb, 0x000000a5, 0x000008b4, 0x000200f8,
    0x000008b4, 0x0004007c, 0x0000000d, 0x000008b6, 0x00000676, 0x000500c7, 0x0000000d, 0x000008b8,
    0x000008b6, 0x00000060, 0x000500ac, 0x00000008, 0x000008b9, 0x000008b8, 0x0000004f, 0x000300f7,
    0x000008be, 0x00000000, 0x000400fa, 0x000008b9, 0x000008ba, 0x000008be, 0x000200f8, 0x000008ba,
    0x000500c2, 0x0000000d, 0x000008bc, 0x000008b6, 0x0000005a, 0x000500c5, 0x0000000d, 0x000008bd,
    0x000008bc, 0x00000119, 0x000200f9, 0x000008d6, 0x000200f8, 0x000008be, 0x000500aa, 0x00000008,
    0x000008c1, 0x000008b8, 0x0000004f, 0x000300f7, 0x000008c5, 0x00000000, 0x000400fa, 0x000008c1,
    0x000008c2, 0x000008c5, 0x000200f8, 0x000008c2, 0x000500c2, 0x0000000d, 0x000008c4, 0x000008b6,
    0x0000005a, 0x000200f9, 0x000008d6, 0x000200f8, 0x000008c5, 0x00050080, 0x0000000d, 0x000008c7,
    0x000008b6, 0x00000126, 0x000500c2, 0x0000000d, 0x000008c9, 0x000008b6, 0x0000005a, 0x000500c7,
    0x0000000d, 0x000008ca, 0x000008c9, 0x0000008c, 0x00050080, 0x0000000d, 0x000008cb, 0x000008c7,
    0x000008ca, 0x000500c2, 0x0000000d, 0x000008cc, 0x000008cb, 0x0000005a, 0x000500c7, 0x0000000d,
    0x000008ce, 0x000008cc, 0x00000126, 0x000500aa, 0x00000008, 0x000008cf, 0x000008ce, 0x0000012f,
    0x000300f7, 0x000008d4, 0x00000000, 0x000400fa, 0x000008cf, 0x000008d0, 0x000008d4, 0x000200f8,
    0x000008d0, 0x000500c7, 0x0000000d, 0x000008d2, 0x000008cc, 0x0000005c, 0x000500c5, 0x0000000d,
    0x000008d3, 0x000008d2, 0x00000135, 0x000200f9, 0x000008d4, 0x000200f8, 0x000008d4, 0x000700f5,
    0x0000000d, 0x000012b6, 0x000008cc, 0x000008c5, 0x000008d3, 0x000008d0, 0x000200f9, 0x000008d6,
    0x000200f8, 0x000008d6, 0x000900f5, 0x0000000d, 0x000012b7, 0x000008bd, 0x000008ba, 0x000008c4,
    0x000008c2, 0x000012b6, 0x000008d4, 0x00050080, 0x0000000d, 0x0000067a, 0x00000674, 0x0000008c,
    0x00050041, 0x000002fb, 0x0000067b, 0x000003bd, 0x0000067a, 0x0004003d, 0x00000006, 0x0000067c,
    0x0000067b, 0x000300f7, 0x00000900, 0x00000000, 0x000300fb, 0x000000a5, 0x000008de, 0x000200f8,
    0x000008de, 0x0004007c, 0x0000000d, 0x000008e0, 0x0000067c, 0x000500c7, 0x0000000d, 0x000008e2,
    0x000008e0, 0x00000060, 0x000500ac, 0x00000008, 0x000008e3, 0x000008e2, 0x0000004f, 0x000300f7,
    0x000008e8, 0x00000000, 0x000400fa, 0x000008e3, 0x000008e4, 0x000008e8, 0x000200f8, 0x000008e4,
    0x000500c2, 0x0000000d, 0x000008e6, 0x000008e0, 0x0000005a, 0x000500c5, 0x0000000d, 0x000008e7,
    0x000008e6, 0x00000119, 0x000200f9, 0x00000900, 0x000200f8, 0x000008e8, 0x000500aa, 0x00000008,
    0x000008eb, 0x000008e2, 0x0000004f, 0x000300f7, 0x000008ef, 0x00000000, 0x000400fa, 0x000008eb,
    0x000008ec, 0x000008ef, 0x000200f8, 0x000008ec, 0x000500c2, 0x0000000d, 0x000008ee, 0x000008e0,
    0x0000005a, 0x000200f9, 0x00000900, 0x000200f8, 0x000008ef, 0x00050080, 0x0000000d, 0x000008f1,
    0x000008e0, 0x00000126, 0x000500c2, 0x0000000d, 0x000008f3, 0x000008e0, 0x0000005a, 0x000500c7,
    0x0000000d, 0x000008f4, 0x000008f3, 0x0000008c, 0x00050080, 0x0000000d, 0x000008f5, 0x000008f1,
    0x000008f4, 0x000500c2, 0x0000000d, 0x000008f6, 0x000008f5, 0x0000005a, 0x000500c7, 0x0000000d,
    0x000008f8, 0x000008f6, 0x00000126, 0x000500aa, 0x00000008, 0x000008f9, 0x000008f8, 0x0000012f,
    0x000300f7, 0x000008fe, 0x00000000, 0x000400fa, 0x000008f9, 0x000008fa, 0x000008fe, 0x000200f8,
    0x000008fa, 0x000500c7, 0x0000000d, 0x000008fc, 0x000008f6, 0x0000005c, 0x000500c5, 0x0000000d,
    0x000008fd, 0x000008fc, 0x00000135, 0x000200f9, 0x000008fe, 0x000200f8, 0x000008fe, 0x000700f5,
    0x0000000d, 0x000012ba, 0x000008f6, 0x000008ef, 0x000008fd, 0x000008fa, 0x000200f9, 0x00000900,
    0x000200f8, 0x00000900, 0x000900f5, 0x0000000d, 0x000012bb, 0x000008e7, 0x000008e4, 0x000008ee,
    0x000008ec, 0x000012ba, 0x000008fe, 0x000500c4, 0x0000000d, 0x0000067e, 0x000012bb, 0x0000005a,
    0x000500c5, 0x0000000d, 0x0000067f, 0x000012b7, 0x0000067e, 0x00060041, 0x0000029f, 0x00000680,
    0x000003dd, 0x00000295, 0x00000672, 0x0003003e, 0x00000680, 0x0000067f, 0x000200f9, 0x00000681,
    0x000200f8, 0x0000065d, 0x00050080, 0x0000000d, 0x00000660, 0x0000062f, 0x000012b5, 0x00050084,
    0x0000000d, 0x00000662, 0x00000163, 0x000012b5, 0x00050041, 0x000002fb, 0x00000663, 0x000003bd,
    0x00000662, 0x0004003d, 0x00000006, 0x00000664, 0x00000663, 0x000300f7, 0x0000083d, 0x00000000,
    0x000300fb, 0x000000a5, 0x000007df, 0x000200f8, 0x000007df, 0x0004007c, 0x0000000d, 0x000007e1,
    0x00000664, 0x000500c2, 0x0000000d, 0x000007e3, 0x000007e1, 0x0000005a, 0x000500c7, 0x0000000d,
    0x000007e4, 0x000007e3, 0x0000005c, 0x000500c7, 0x0000000d, 0x000007e6, 0x000007e1, 0x00000060,
    0x000500ae, 0x00000008, 0x000007e8, 0x000007e6, 0x0000004f, 0x000300f7, 0x000007f6, 0x00000000,
    0x000400fa, 0x000007e8, 0x000007e9, 0x000007f6, 0x000200f8, 0x000007e9, 0x000500ac, 0x00000008,
    0x000007ec, 0x000007e6, 0x0000004f, 0x000300f7, 0x000007f3, 0x00000000, 0x000400fa, 0x000007ec,
    0x000007ed, 0x000007f2, 0x000200f8, 0x000007f2, 0x000200f9, 0x000007f3, 0x000200f8, 0x000007ed,
    0x000500c2, 0x0000000d, 0x000007ef, 0x000007e6, 0x0000006e, 0x000500c7, 0x0000000d, 0x000007f0,
    0x000007ef, 0x00000070, 0x000500c5, 0x0000000d, 0x000007f1, 0x0000006c, 0x000007f0, 0x000200f9,
    0x000007f3, 0x000200f8, 0x000007f3, 0x000700f5, 0x0000000d, 0x000012bf, 0x000007f1, 0x000007ed,
    0x00000074, 0x000007f2, 0x000500c5, 0x0000000d, 0x000007f5, 0x000007e4, 0x000012bf, 0x000200f9,
    0x0000083d, 0x000200f8, 0x000007f6, 0x000500ae, 0x00000008, 0x000007f8, 0x000007e6, 0x00000079,
    0x000300f7, 0x000007fc, 0x00000000, 0x000400fa, 0x000007f8, 0x000007f9, 0x000007fc, 0x000200f8,
    0x000007f9, 0x000500c5, 0x0000000d, 0x000007fb, 0x000007e4, 0x0000007e, 0x000200f9, 0x0000083d,
    0x000200f8, 0x000007fc, 0x000500ae, 0x00000008, 0x000007fe, 0x000007e6, 0x00000082, 0x000300f7,
    0x0000080b, 0x00000000, 0x000400fa, 0x000007fe, 0x000007ff, 0x0000080b, 0x000200f8, 0x000007ff,
    0x00050080, 0x0000000d, 0x00000801, 0x000007e6, 0x00000088, 0x000500c2, 0x0000000d, 0x00000803,
    0x000007e6, 0x0000006e, 0x000500c7, 0x0000000d, 0x00000804, 0x00000803, 0x0000008c, 0x00050080,
    0x0000000d, 0x00000805, 0x00000801, 0x00000804, 0x000500c2, 0x0000000d, 0x00000806, 0x00000805,
    0x0000006e, 0x00050082, 0x0000000d, 0x00000809, 0x00000806, 0x00000092, 0x000500c5, 0x0000000d,
    0x0000080a, 0x000007e4, 0x00000809, 0x000200f9, 0x0000083d, 0x000200f8, 0x0000080b, 0x000500c2,
    0x0000000d, 0x0000080d, 0x000007e6, 0x00000098, 0x00050082, 0x0000000d, 0x0000080f, 0x0000009b,
    0x0000080d, 0x000500c7, 0x0000000d, 0x00000811, 0x000007e6, 0x000000a0, 0x000500c5, 0x0000000d,
    0x00000812, 0x00000811, 0x000000a2, 0x000500aa, 0x00000008, 0x00000814, 0x0000080d, 0x000000a5,
    0x000500ac, 0x00000008, 0x00000816, 0x0000080f, 0x000000a8, 0x000500a6, 0x00000008, 0x00000817,
    0x00000814, 0x00000816, 0x000300f7, 0x0000081a, 0x00000000, 0x000400fa, 0x00000817, 0x00000818,
    0x0000081a, 0x000200f8, 0x00000818, 0x000200f9, 0x0000083d, 0x000200f8, 0x0000081a, 0x000500c2,
    0x0000000d, 0x0000081d, 0x00000812, 0x0000080f, 0x000500c4, 0x0000000d, 0x00000820, 0x0000008c,
    0x0000080f, 0x00050082, 0x0000000d, 0x00000821, 0x00000820, 0x0000008c, 0x000500c7, 0x0000000d,
    0x00000822, 0x00000812, 0x00000821, 0x00050082, 0x0000000d, 0x00000824, 0x0000137f, 0x0000080d,
    0x000500c4, 0x0000000d, 0x00000825, 0x0000008c, 0x00000824, 0x000500ac, 0x00000008, 0x00000828,
    0x00000822, 0x00000825, 0x000400a8, 0x00000008, 0x00000829, 0x00000828, 0x000300f7, 0x00000834,
    0x00000000, 0x000400fa, 0x00000829, 0x0000082a, 0x00000834, 0x000200f8, 0x0000082a, 0x000500aa,
    0x00000008, 0x0000082d, 0x00000822, 0x00000825, 0x000300f7, 0x00000832, 0x00000000, 0x000400fa,
    0x0000082d, 0x0000082e, 0x00000832, 0x000200f8, 0x0000082e, 0x000500c7, 0x0000000d, 0x00000830,
    0x0000081d, 0x0000008c, 0x000500ab, 0x00000008, 0x00000831, 0x00000830, 0x000000a5, 0x000200f9,
    0x00000832, 0x000200f8, 0x00000832, 0x000700f5, 0x00000008, 0x00000833, 0x0000082d, 0x0000082a,
    0x00000831, 0x0000082e, 0x000200f9, 0x00000834, 0x000200f8, 0x00000834, 0x000700f5, 0x00000008,
    0x00000835, 0x00000828, 0x0000081a, 0x00000833, 0x00000832, 0x000300f7, 0x00000839, 0x00000000,
    0x000400fa, 0x00000835, 0x00000836, 0x00000839, 0x000200f8, 0x00000836, 0x00050080, 0x0000000d,
    0x00000838, 0x0000081d, 0x000000d0, 0x000200f9, 0x00000839, 0x000200f8, 0x00000839, 0x000700f5,
    0x0000000d, 0x000012be, 0x0000081d, 0x00000834, 0x00000838, 0x00000836, 0x000500c5, 0x0000000d,
    0x0000083c, 0x000007e4, 0x000012be, 0x000200f9, 0x0000083d, 0x000200f8, 0x0000083d, 0x000d00f5,
    0x0000000d, 0x000012c0, 0x000007f5, 0x000007f3, 0x000007fb, 0x000007f9, 0x0000080a, 0x000007ff,
    0x000007e4, 0x00000818, 0x0000083c, 0x00000839, 0x00050080, 0x0000000d, 0x00000668, 0x00000662,
    0x0000008c, 0x00050041, 0x000002fb, 0x00000669, 0x000003bd, 0x00000668, 0x0004003d, 0x00000006,
    0x0000066a, 0x00000669, 0x000300f7, 0x000008ac, 0x00000000, 0x000300fb, 0x000000a5, 0x0000084e,
    0x000200f8, 0x0000084e, 0x0004007c, 0x0000000d, 0x00000850, 0x0000066a, 0x000500c2, 0x0000000d,
    0x00000852, 0x00000850, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000853, 0x00000852, 0x0000005c,
    0x000500c7, 0x0000000d, 0x00000855, 0x00000850, 0x00000060, 0x000500ae, 0x00000008, 0x00000857,
    0x00000855, 0x0000004f, 0x000300f7, 0x00000865, 0x00000000, 0x000400fa, 0x00000857, 0x00000858,
    0x00000865, 0x000200f8, 0x00000858, 0x000500ac, 0x00000008, 0x0000085b, 0x00000855, 0x0000004f,
    0x000300f7, 0x00000862, 0x00000000, 0x000400fa, 0x0000085b, 0x0000085c, 0x00000861, 0x000200f8,
    0x00000861, 0x000200f9, 0x00000862, 0x000200f8, 0x0000085c, 0x000500c2, 0x0000000d, 0x0000085e,
    0x00000855, 0x0000006e, 0x000500c7, 0x0000000d, 0x0000085f, 0x0000085e, 0x00000070, 0x000500c5,
    0x0000000d, 0x00000860, 0x0000006c, 0x0000085f, 0x000200f9, 0x00000862, 0x000200f8, 0x00000862,
    0x000700f5, 0x0000000d, 0x000012c9, 0x00000860, 0x0000085c, 0x00000074, 0x00000861, 0x000500c5,
    0x0000000d, 0x00000864, 0x00000853, 0x000012c9, 0x000200f9, 0x000008ac, 0x000200f8, 0x00000865,
    0x000500ae, 0x00000008, 0x00000867, 0x00000855, 0x00000079, 0x000300f7, 0x0000086b, 0x00000000,
    0x000400fa, 0x00000867, 0x00000868, 0x0000086b, 0x000200f8, 0x00000868, 0x000500c5, 0x0000000d,
    0x0000086a, 0x00000853, 0x0000007e, 0x000200f9, 0x000008ac, 0x000200f8, 0x0000086b, 0x000500ae,
    0x00000008, 0x0000086d, 0x00000855, 0x00000082, 0x000300f7, 0x0000087a, 0x00000000, 0x000400fa,
    0x0000086d, 0x0000086e, 0x0000087a, 0x000200f8, 0x0000086e, 0x00050080, 0x0000000d, 0x00000870,
    0x00000855, 0x00000088, 0x000500c2, 0x0000000d, 0x00000872, 0x00000855, 0x0000006e, 0x000500c7,
    0x0000000d, 0x00000873, 0x00000872, 0x0000008c, 0x00050080, 0x0000000d, 0x00000874, 0x00000870,
    0x00000873, 0x000500c2, 0x0000000d, 0x00000875, 0x00000874, 0x0000006e, 0x00050082, 0x0000000d,
    0x00000878, 0x00000875, 0x00000092, 0x000500c5, 0x0000000d, 0x00000879, 0x00000853, 0x00000878,
    0x000200f9, 0x000008ac, 0x000200f8, 0x0000087a, 0x000500c2, 0x0000000d, 0x0000087c, 0x00000855,
    0x00000098, 0x00050082, 0x0000000d, 0x0000087e, 0x0000009b, 0x0000087c, 0x000500c7, 0x0000000d,
    0x00000880, 0x00000855, 0x000000a0, 0x000500c5, 0x0000000d, 0x00000881, 0x00000880, 0x000000a2,
    0x000500aa, 0x00000008, 0x00000883, 0x0000087c, 0x000000a5, 0x000500ac, 0x00000008, 0x00000885,
    0x0000087e, 0x000000a8, 0x000500a6, 0x00000008, 0x00000886, 0x00000883, 0x00000885, 0x000300f7,
    0x00000889, 0x00000000, 0x000400fa, 0x00000886, 0x00000887, 0x00000889, 0x000200f8, 0x00000887,
    0x000200f9, 0x000008ac, 0x000200f8, 0x00000889, 0x000500c2, 0x0000000d, 0x0000088c, 0x00000881,
    0x0000087e, 0x000500c4, 0x0000000d, 0x0000088f, 0x0000008c, 0x0000087e, 0x00050082, 0x0000000d,
    0x00000890, 0x0000088f, 0x0000008c, 0x000500c7, 0x0000000d, 0x00000891, 0x00000881, 0x00000890,
    0x00050082, 0x0000000d, 0x00000893, 0x0000137f, 0x0000087c, 0x000500c4, 0x0000000d, 0x00000894,
    0x0000008c, 0x00000893, 0x000500ac, 0x00000008, 0x00000897, 0x00000891, 0x00000894, 0x000400a8,
    0x00000008, 0x00000898, 0x00000897, 0x000300f7, 0x000008a3, 0x00000000, 0x000400fa, 0x00000898,
    0x00000899, 0x000008a3, 0x000200f8, 0x00000899, 0x000500aa, 0x00000008, 0x0000089c, 0x00000891,
    0x00000894, 0x000300f7, 0x000008a1, 0x00000000, 0x000400fa, 0x0000089c, 0x0000089d, 0x000008a1,
    0x000200f8, 0x0000089d, 0x000500c7, 0x0000000d, 0x0000089f, 0x0000088c, 0x0000008c, 0x000500ab,
    0x00000008, 0x000008a0, 0x0000089f, 0x000000a5, 0x000200f9, 0x000008a1, 0x000200f8, 0x000008a1,
    0x000700f5, 0x00000008, 0x000008a2, 0x0000089c, 0x00000899, 0x000008a0, 0x0000089d, 0x000200f9,
    0x000008a3, 0x000200f8, 0x000008a3, 0x000700f5, 0x00000008, 0x000008a4, 0x00000897, 0x00000889,
    0x000008a2, 0x000008a1, 0x000300f7, 0x000008a8, 0x00000000, 0x000400fa, 0x000008a4, 0x000008a5,
    0x000008a8, 0x000200f8, 0x000008a5, 0x00050080, 0x0000000d, 0x000008a7, 0x0000088c, 0x000000d0,
    0x000200f9, 0x000008a8, 0x000200f8, 0x000008a8, 0x000700f5, 0x0000000d, 0x000012c8, 0x0000088c,
    0x000008a3, 0x000008a7, 0x000008a5, 0x000500c5, 0x0000000d, 0x000008ab, 0x00000853, 0x000012c8,
    0x000200f9, 0x000008ac, 0x000200f8, 0x000008ac, 0x000d00f5, 0x0000000d, 0x000012ca, 0x00000864,
    0x00000862, 0x0000086a, 0x00000868, 0x00000879, 0x0000086e, 0x00000853, 0x00000887, 0x000008ab,
    0x000008a8, 0x000500c4, 0x0000000d, 0x0000066c, 0x000012ca, 0x0000005a, 0x000500c5, 0x0000000d,
    0x0000066d, 0x000012c0, 0x0000066c, 0x00060041, 0x0000029f, 0x0000066e, 0x000003dd, 0x00000295,
    0x00000660, 0x0003003e, 0x0000066e, 0x0000066d, 0x000200f9, 0x00000681, 0x000200f8, 0x00000681,
    0x000200f9, 0x00000682, 0x000200f8, 0x00000653, 0x00050080, 0x0000000d, 0x00000656, 0x0000062f,
    0x000012b5, 0x00050041, 0x000002fb, 0x00000658, 0x000003bd, 0x000012b5, 0x0004003d, 0x00000006,
    0x00000659, 0x00000658, 0x0004007c, 0x0000000d, 0x0000065a, 0x00000659, 0x00060041, 0x0000029f,
    0x0000065b, 0x000003dd, 0x00000295, 0x00000656, 0x0003003e, 0x0000065b, 0x0000065a, 0x000200f9,
    0x00000682, 0x000200f8, 0x00000682, 0x000200f9, 0x00000683, 0x000200f8, 0x00000683, 0x00050080,
    0x0000000d, 0x00000685, 0x000012b5, 0x000003c5, 0x000200f9, 0x0000064c, 0x000200f8, 0x00000686,
    0x000200f9, 0x00000759, 0x000200f8, 0x00000687, 0x000200f9, 0x00000689, 0x000200f8, 0x00000689,
    0x000700f5, 0x0000000d, 0x000010de, 0x00000572, 0x00000687, 0x00000706, 0x00000704, 0x000500b0,
    0x00000008, 0x0000068c, 0x000010de, 0x000002cb, 0x000400f6, 0x00000707, 0x00000704, 0x00000000,
    0x000400fa, 0x0000068c, 0x0000068d, 0x00000707, 0x000200f8, 0x0000068d, 0x00050084, 0x0000000d,
    0x0000068f, 0x000010de, 0x000002ca, 0x00050041, 0x000002fb, 0x00000691, 0x000003bd, 0x0000068f,
    0x0004003d, 0x00000006, 0x00000692, 0x00000691, 0x000200f9, 0x00000694, 0x000200f8, 0x00000694,
    0x000700f5, 0x00000006, 0x00001127, 0x00000692, 0x0000068d, 0x0000139a, 0x000006b8, 0x000700f5,
    0x00000006, 0x00001126, 0x00000692, 0x0000068d, 0x0000139b, 0x000006b8, 0x000700f5, 0x00000006,
    0x00001114, 0x0000014c, 0x0000068d, 0x0000139c, 0x000006b8, 0x000700f5, 0x00000008, 0x00001113,
    0x00000428, 0x0000068d, 0x000006a3, 0x000006b8, 0x000700f5, 0x0000000d, 0x00001112, 0x000000a5,
    0x0000068d, 0x000006ba, 0x000006b8, 0x000500b0, 0x00000008, 0x00000697, 0x00001112, 0x000002ca,
    0x000400f6, 0x000006bb, 0x000006b8, 0x00000000, 0x000400fa, 0x00000697, 0x00000698, 0x000006bb,
    0x000200f8, 0x00000698, 0x00050080, 0x0000000d, 0x0000069b, 0x0000068f, 0x00001112, 0x00050041,
    0x000002fb, 0x0000069c, 0x000003bd, 0x0000069b, 0x0004003d, 0x00000006, 0x0000069d, 0x0000069c,
    0x000300f7, 0x000006a2, 0x00000000, 0x000400fa, 0x00001113, 0x0000069f, 0x000006a2, 0x000200f8,
    0x0000069f, 0x0004007c, 0x0000000d, 0x00000905, 0x0000069d, 0x000500c7, 0x0000000d, 0x00000906,
    0x00000905, 0x0000004f, 0x000500ab, 0x00000008, 0x00000907, 0x00000906, 0x0000004f, 0x000200f9,
    0x000006a2, 0x000200f8, 0x000006a2, 0x000700f5, 0x00000008, 0x000006a3, 0x00001113, 0x00000698,
    0x00000907, 0x0000069f, 0x000500b8, 0x00000008, 0x000006a6, 0x0000069d, 0x00001127, 0x000600a9,
    0x00000006, 0x0000139a, 0x000006a6, 0x0000069d, 0x00001127, 0x000500ba, 0x00000008, 0x000006ac,
    0x0000069d, 0x00001126, 0x000600a9, 0x00000006, 0x0000139b, 0x000006ac, 0x0000069d, 0x00001126,
    0x0006000c, 0x00000006, 0x000006b1, 0x00000001, 0x00000004, 0x0000069d, 0x000500ba, 0x00000008,
    0x000006b3, 0x000006b1, 0x00001114, 0x000600a9, 0x00000006, 0x0000139c, 0x000006b3, 0x000006b1,
    0x00001114, 0x000200f9, 0x000006b8, 0x000200f8, 0x000006b8, 0x00050080, 0x0000000d, 0x000006ba,
    0x00001112, 0x000000d0, 0x000200f9, 0x00000694, 0x000200f8, 0x000006bb, 0x000400a8, 0x00000008,
    0x000006bd, 0x00001113, 0x000300f7, 0x000006f4, 0x00000000, 0x000400fa, 0x000006bd, 0x000006be,
    0x000006c1, 0x000200f8, 0x000006c1, 0x000500aa, 0x00000008, 0x000009d5, 0x000002e9, 0x00000277,
    0x000500aa, 0x00000008, 0x000009d7, 0x000002e9, 0x0000027a, 0x000500a6, 0x00000008, 0x000009d8,
    0x000009d5, 0x000009d7, 0x000500aa, 0x00000008, 0x000009da, 0x000002e9, 0x0000027e, 0x000500a6,
    0x00000008, 0x000009db, 0x000009d8, 0x000009da, 0x000300f7, 0x000006f3, 0x00000000, 0x000400fa,
    0x000009db, 0x000006c3, 0x000006e8, 0x000200f8, 0x000006e8, 0x000300f7, 0x00000df1, 0x00000000,
    0x000300fb, 0x000000a5, 0x00000da8, 0x000200f8, 0x00000da8, 0x00050088, 0x00000006, 0x00000dab,
    0x00001114, 0x000004a6, 0x0006000c, 0x00000006, 0x00000dad, 0x00000001, 0x00000004, 0x00000dab,
    0x0006000c, 0x00000006, 0x00000daf, 0x00000001, 0x00000004, 0x000004a6, 0x000500b8, 0x00000008,
    0x00000db1, 0x00000dad, 0x0000015f, 0x000500b8, 0x00000008, 0x00000db3, 0x00000daf, 0x0000015f,
    0x000500a7, 0x00000008, 0x00000db4, 0x00000db1, 0x00000db3, 0x000500ba, 0x00000008, 0x00000db6,
    0x00000dad, 0x00000212, 0x000500a7, 0x00000008, 0x00000db7, 0x00000db4, 0x00000db6, 0x000500ba,
    0x00000008, 0x00000db9, 0x00000daf, 0x00000212, 0x000500a7, 0x00000008, 0x00000dba, 0x00000db7,
    0x00000db9, 0x000400a8, 0x00000008, 0x00000dbb, 0x00000dba, 0x000300f7, 0x00000dbe, 0x00000000,
    0x000400fa, 0x00000dbb, 0x00000dbc, 0x00000dbe, 0x000200f8, 0x00000dbc, 0x000200f9, 0x00000df1,
    0x000200f8, 0x00000dbe, 0x00050085, 0x00000006, 0x00000dc0, 0x00000dab, 0x0000021f, 0x00050083,
    0x00000006, 0x00000dc4, 0x00000dc0, 0x00000dab, 0x00050083, 0x00000006, 0x00000dc5, 0x00000dc0,
    0x00000dc4, 0x00050083, 0x00000006, 0x00000dc8, 0x00000dab, 0x00000dc5, 0x00050085, 0x00000006,
    0x00000dca, 0x000004a6, 0x0000021f, 0x00050083, 0x00000006, 0x00000dce, 0x00000dca, 0x000004a6,
    0x00050083, 0x00000006, 0x00000dcf, 0x00000dca, 0x00000dce, 0x00050083, 0x00000006, 0x00000dd2,
    0x000004a6, 0x00000dcf, 0x00050085, 0x00000006, 0x00000dd5, 0x00000dab, 0x000004a6, 0x00050085,
    0x00000006, 0x00000dd8, 0x00000dc5, 0x00000dcf, 0x00050083, 0x00000006, 0x00000dda, 0x00000dd8,
    0x00000dd5, 0x00050085, 0x00000006, 0x00000ddd, 0x00000dc5, 0x00000dd2, 0x00050081, 0x00000006,
    0x00000dde, 0x00000dda, 0x00000ddd, 0x00050085, 0x00000006, 0x00000de1, 0x00000dc8, 0x00000dcf,
    0x00050081, 0x00000006, 0x00000de2, 0x00000dde, 0x00000de1, 0x00050085, 0x00000006, 0x00000de5,
    0x00000dc8, 0x00000dd2, 0x00050081, 0x00000006, 0x00000de6, 0x00000de2, 0x00000de5, 0x00050083,
    0x00000006, 0x00000de9, 0x00001114, 0x00000dd5, 0x00050083, 0x00000006, 0x00000deb, 0x00000de9,
    0x00000de6, 0x00050088, 0x00000006, 0x00000def, 0x00000deb, 0x000004a6, 0x00050081, 0x00000006,
    0x00000df0, 0x00000dab, 0x00000def, 0x000200f9, 0x00000df1, 0x000200f8, 0x00000df1, 0x000700f5,
    0x00000006, 0x00001115, 0x00000dab, 0x00000dbc, 0x00000df0, 0x00000dbe, 0x000300f7, 0x00000e22,
    0x00000000, 0x000300fb, 0x000000a5, 0x00000dfc, 0x000200f8, 0x00000dfc, 0x0004007c, 0x0000000d,
    0x00000dfe, 0x00001115, 0x000500c7, 0x0000000d, 0x00000dff, 0x00000dfe, 0x00000060, 0x000500aa,
    0x00000008, 0x00000e00, 0x00000dff, 0x0000004f, 0x000500aa, 0x00000008, 0x00000e02, 0x0000045f,
    0x0000008c, 0x000300f7, 0x00000e11, 0x00000000, 0x000400fa, 0x00000e02, 0x00000e03, 0x00000e11,
    0x000200f8, 0x00000e03, 0x000300f7, 0x00000e0e, 0x00000000, 0x000400fa, 0x00000e00, 0x00000e05,
    0x00000e0e, 0x000200f8, 0x00000e05, 0x000500ba, 0x00000008, 0x00000e07, 0x00001115, 0x0000014c,
    0x000600a9, 0x00000006, 0x0000139d, 0x00000e07, 0x00001381, 0x00001380, 0x000200f9, 0x00000e0e,
    0x000200f8, 0x00000e0e, 0x000700f5, 0x00000006, 0x00001120, 0x00001115, 0x00000e03, 0x0000139d,
    0x00000e05, 0x0004007c, 0x0000000d, 0x00000e10, 0x00001120, 0x000200f9, 0x00000e22, 0x000200f8,
    0x00000e11, 0x000300f7, 0x00000e17, 0x00000000, 0x000400fa, 0x00000e00, 0x00000e13, 0x00000e17,
    0x000200f8, 0x00000e13, 0x000500ba, 0x00000008, 0x00000e15, 0x00001115, 0x0000014c, 0x000600a9,
    0x00000006, 0x00000e16, 0x00000e15, 0x0000015f, 0x00000160, 0x000200f9, 0x00000e17, 0x000200f8,
    0x00000e17, 0x000700f5, 0x00000006, 0x00001116, 0x00001115, 0x00000e11, 0x00000e16, 0x00000e13,
    0x000500aa, 0x00000008, 0x00000e19, 0x0000045f, 0x00000163, 0x000300f7, 0x00000e20, 0x00000000,
    0x000400fa, 0x00000e19, 0x00000e1a, 0x00000e1d, 0x000200f8, 0x00000e1d, 0x000300f7, 0x00000ebb,
    0x00000000, 0x000300fb, 0x000000a5, 0x00000e99, 0x000200f8, 0x00000e99, 0x0004007c, 0x0000000d,
    0x00000e9b, 0x00001116, 0x000500c7, 0x0000000d, 0x00000e9d, 0x00000e9b, 0x00000060, 0x000500ac,
    0x00000008, 0x00000e9e, 0x00000e9d, 0x0000004f, 0x000300f7, 0x00000ea3, 0x00000000, 0x000400fa,
    0x00000e9e, 0x00000e9f, 0x00000ea3, 0x000200f8, 0x00000e9f, 0x000500c2, 0x0000000d, 0x00000ea1,
    0x00000e9b, 0x0000005a, 0x000500c5, 0x0000000d, 0x00000ea2, 0x00000ea1, 0x00000119, 0x000200f9,
    0x00000ebb, 0x000200f8, 0x00000ea3, 0x000500aa, 0x00000008, 0x00000ea6, 0x00000e9d, 0x0000004f,
    0x000300f7, 0x00000eaa, 0x00000000, 0x000400fa, 0x00000ea6, 0x00000ea7, 0x00000eaa, 0x000200f8,
    0x00000ea7, 0x000500c2, 0x0000000d, 0x00000ea9, 0x00000e9b, 0x0000005a, 0x000200f9, 0x00000ebb,
    0x000200f8, 0x00000eaa, 0x00050080, 0x0000000d, 0x00000eac, 0x00000e9b, 0x00000126, 0x000500c2,
    0x0000000d, 0x00000eae, 0x00000e9b, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000eaf, 0x00000eae,
    0x0000008c, 0x00050080, 0x0000000d, 0x00000eb0, 0x00000eac, 0x00000eaf, 0x000500c2, 0x0000000d,
    0x00000eb1, 0x00000eb0, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000eb3, 0x00000eb1, 0x00000126,
    0x000500aa, 0x00000008, 0x00000eb4, 0x00000eb3, 0x0000012f, 0x000300f7, 0x00000eb9, 0x00000000,
    0x000400fa, 0x00000eb4, 0x00000eb5, 0x00000eb9, 0x000200f8, 0x00000eb5, 0x000500c7, 0x0000000d,
    0x00000eb7, 0x00000eb1, 0x0000005c, 0x000500c5, 0x0000000d, 0x00000eb8, 0x00000eb7, 0x00000135,
    0x000200f9, 0x00000eb9, 0x000200f8, 0x00000eb9, 0x000700f5, 0x0000000d, 0x00001117, 0x00000eb1,
    0x00000eaa, 0x00000eb8, 0x00000eb5, 0x000200f9, 0x00000ebb, 0x000200f8, 0x00000ebb, 0x000900f5,
    0x0000000d, 0x00001118, 0x00000ea2, 0x00000e9f, 0x00000ea9, 0x00000ea7, 0x00001117, 0x00000eb9,
    0x000200f9, 0x00000e20, 0x000200f8, 0x00000e1a, 0x000300f7, 0x00000e91, 0x00000000, 0x000300fb,
    0x000000a5, 0x00000e33, 0x000200f8, 0x00000e33, 0x0004007c, 0x0000000d, 0x00000e35, 0x00001116,
    0x000500c2, 0x0000000d, 0x00000e37, 0x00000e35, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000e38,
    0x00000e37, 0x0000005c, 0x000500c7, 0x0000000d, 0x00000e3a, 0x00000e35, 0x00000060, 0x000500ae,
    0x00000008, 0x00000e3c, 0x00000e3a, 0x0000004f, 0x000300f7, 0x00000e4a, 0x00000000, 0x000400fa,
    0x00000e3c, 0x00000e3d, 0x00000e4a, 0x000200f8, 0x00000e3d, 0x000500ac, 0x00000008, 0x00000e40,
    0x00000e3a, 0x0000004f, 0x000300f7, 0x00000e47, 0x00000000, 0x000400fa, 0x00000e40, 0x00000e41,
    0x00000e46, 0x000200f8, 0x00000e46, 0x000200f9, 0x00000e47, 0x000200f8, 0x00000e41, 0x000500c2,
    0x0000000d, 0x00000e43, 0x00000e3a, 0x0000006e, 0x000500c7, 0x0000000d, 0x00000e44, 0x00000e43,
    0x00000070, 0x000500c5, 0x0000000d, 0x00000e45, 0x0000006c, 0x00000e44, 0x000200f9, 0x00000e47,
    0x000200f8, 0x00000e47, 0x000700f5, 0x0000000d, 0x0000111c, 0x00000e45, 0x00000e41, 0x00000074,
    0x00000e46, 0x000500c5, 0x0000000d, 0x00000e49, 0x00000e38, 0x0000111c, 0x000200f9, 0x00000e91,
    0x000200f8, 0x00000e4a, 0x000500ae, 0x00000008, 0x00000e4c, 0x00000e3a, 0x00000079, 0x000300f7,
    0x00000e50, 0x00000000, 0x000400fa, 0x00000e4c, 0x00000e4d, 0x00000e50, 0x000200f8, 0x00000e4d,
    0x000500c5, 0x0000000d, 0x00000e4f, 0x00000e38, 0x0000007e, 0x000200f9, 0x00000e91, 0x000200f8,
    0x00000e50, 0x000500ae, 0x00000008, 0x00000e52, 0x00000e3a, 0x00000082, 0x000300f7, 0x00000e5f,
    0x00000000, 0x000400fa, 0x00000e52, 0x00000e53, 0x00000e5f, 0x000200f8, 0x00000e53, 0x00050080,
    0x0000000d, 0x00000e55, 0x00000e3a, 0x00000088, 0x000500c2, 0x0000000d, 0x00000e57, 0x00000e3a,
    0x0000006e, 0x000500c7, 0x0000000d, 0x00000e58, 0x00000e57, 0x0000008c, 0x00050080, 0x0000000d,
    0x00000e59, 0x00000e55, 0x00000e58, 0x000500c2, 0x0000000d, 0x00000e5a, 0x00000e59, 0x0000006e,
    0x00050082, 0x0000000d, 0x00000e5d, 0x00000e5a, 0x00000092, 0x000500c5, 0x0000000d, 0x00000e5e,
    0x00000e38, 0x00000e5d, 0x000200f9, 0x00000e91, 0x000200f8, 0x00000e5f, 0x000500c2, 0x0000000d,
    0x00000e61, 0x00000e3a, 0x00000098, 0x00050082, 0x0000000d, 0x00000e63, 0x0000009b, 0x00000e61,
    0x000500c7, 0x0000000d, 0x00000e65, 0x00000e3a, 0x000000a0, 0x000500c5, 0x0000000d, 0x00000e66,
    0x00000e65, 0x000000a2, 0x000500aa, 0x00000008, 0x00000e68, 0x00000e61, 0x000000a5, 0x000500ac,
    0x00000008, 0x00000e6a, 0x00000e63, 0x000000a8, 0x000500a6, 0x00000008, 0x00000e6b, 0x00000e68,
    0x00000e6a, 0x000300f7, 0x00000e6e, 0x00000000, 0x000400fa, 0x00000e6b, 0x00000e6c, 0x00000e6e,
    0x000200f8, 0x00000e6c, 0x000200f9, 0x00000e91, 0x000200f8, 0x00000e6e, 0x000500c2, 0x0000000d,
    0x00000e71, 0x00000e66, 0x00000e63, 0x000500c4, 0x0000000d, 0x00000e74, 0x0000008c, 0x00000e63,
    0x00050082, 0x0000000d, 0x00000e75, 0x00000e74, 0x0000008c, 0x000500c7, 0x0000000d, 0x00000e76,
    0x00000e66, 0x00000e75, 0x00050082, 0x0000000d, 0x00000e78, 0x0000137f, 0x00000e61, 0x000500c4,
    0x0000000d, 0x00000e79, 0x0000008c, 0x00000e78, 0x000500ac, 0x00000008, 0x00000e7c, 0x00000e76,
    0x00000e79, 0x000400a8, 0x00000008, 0x00000e7d, 0x00000e7c, 0x000300f7, 0x00000e88, 0x00000000,
    0x000400fa, 0x00000e7d, 0x00000e7e, 0x00000e88, 0x000200f8, 0x00000e7e, 0x000500aa, 0x00000008,
    0x00000e81, 0x00000e76, 0x00000e79, 0x000300f7, 0x00000e86, 0x00000000, 0x000400fa, 0x00000e81,
    0x00000e82, 0x00000e86, 0x000200f8, 0x00000e82, 0x000500c7, 0x0000000d, 0x00000e84, 0x00000e71,
    0x0000008c, 0x000500ab, 0x00000008, 0x00000e85, 0x00000e84, 0x000000a5, 0x000200f9, 0x00000e86,
    0x000200f8, 0x00000e86, 0x000700f5, 0x00000008, 0x00000e87, 0x00000e81, 0x00000e7e, 0x00000e85,
    0x00000e82, 0x000200f9, 0x00000e88, 0x000200f8, 0x00000e88, 0x000700f5, 0x00000008, 0x00000e89,
    0x00000e7c, 0x00000e6e, 0x00000e87, 0x00000e86, 0x000300f7, 0x00000e8d, 0x00000000, 0x000400fa,
    0x00000e89, 0x00000e8a, 0x00000e8d, 0x000200f8, 0x00000e8a, 0x00050080, 0x0000000d, 0x00000e8c,
    0x00000e71, 0x000000d0, 0x000200f9, 0x00000e8d, 0x000200f8, 0x00000e8d, 0x000700f5, 0x0000000d,
    0x0000111b, 0x00000e71, 0x00000e88, 0x00000e8c, 0x00000e8a, 0x000500c5, 0x0000000d, 0x00000e90,
    0x00000e38, 0x0000111b, 0x000200f9, 0x00000e91, 0x000200f8, 0x00000e91, 0x000d00f5, 0x0000000d,
    0x0000111d, 0x00000e49, 0x00000e47, 0x00000e4f, 0x00000e4d, 0x00000e5e, 0x00000e53, 0x00000e38,
    0x00000e6c, 0x00000e90, 0x00000e8d, 0x000200f9, 0x00000e20, 0x000200f8, 0x00000e20, 0x000700f5,
    0x0000000d, 0x0000111e, 0x0000111d, 0x00000e91, 0x00001118, 0x00000ebb, 0x000200f9, 0x00000e22,
    0x000200f8, 0x00000e22, 0x000700f5, 0x0000000d, 0x00001121, 0x00000e10, 0x00000e0e, 0x0000111e,
    0x00000e20, 0x000300f7, 0x00000ed3, 0x00000000, 0x000400fa, 0x00000e02, 0x00000ec5, 0x00000ec8,
    0x000200f8, 0x00000ec8, 0x000500aa, 0x00000008, 0x00000eca, 0x0000045f, 0x00000163, 0x000300f7,
    0x00000ed1, 0x00000000, 0x000400fa, 0x00000eca, 0x00000ecb, 0x00000ece, 0x000200f8, 0x00000ece,
    0x000500c4, 0x0000000d, 0x00000f0f, 0x00001121, 0x0000005a, 0x0004007c, 0x00000006, 0x00000f10,
    0x00000f0f, 0x000200f9, 0x00000ed1, 0x000200f8, 0x00000ecb, 0x000300f7, 0x00000f0a, 0x00000000,
    0x000300fb, 0x000000a5, 0x00000ede, 0x000200f8, 0x00000ede, 0x000500c7, 0x0000000d, 0x00000ee0,
    0x00001121, 0x0000005c, 0x000500c4, 0x0000000d, 0x00000ee1, 0x00000ee0, 0x0000005a, 0x000500c2,
    0x0000000d, 0x00000ee3, 0x00001121, 0x000000dd, 0x000500c7, 0x0000000d, 0x00000ee4, 0x00000ee3,
    0x000000df, 0x000500c7, 0x0000000d, 0x00000ee6, 0x00001121, 0x00000070, 0x000500aa, 0x00000008,
    0x00000ee8, 0x00000ee4, 0x000000a5, 0x000300f7, 0x00000ef6, 0x00000000, 0x000400fa, 0x00000ee8,
    0x00000ee9, 0x00000ef6, 0x000200f8, 0x00000ee9, 0x00040070, 0x00000006, 0x00000eeb, 0x00000ee6,
    0x00050085, 0x00000006, 0x00000eec, 0x00000eeb, 0x000000eb, 0x000500ab, 0x00000008, 0x00000eee,
    0x00000ee1, 0x000000a5, 0x000300f7, 0x00000ef4, 0x00000000, 0x000400fa, 0x00000eee, 0x00000eef,
    0x00000ef2, 0x000200f8, 0x00000ef2, 0x000200f9, 0x00000ef4, 0x000200f8, 0x00000eef, 0x00050085,
    0x00000006, 0x00000ef1, 0x00000eeb, 0x00001382, 0x000200f9, 0x00000ef4, 0x000200f8, 0x00000ef4,
    0x000700f5, 0x00000006, 0x00001122, 0x00000ef1, 0x00000eef, 0x00000eec, 0x00000ef2, 0x000200f9,
    0x00000f0a, 0x000200f8, 0x00000ef6, 0x000500aa, 0x00000008, 0x00000ef8, 0x00000ee4, 0x000000df,
    0x000300f7, 0x00000f00, 0x00000000, 0x000400fa, 0x00000ef8, 0x00000ef9, 0x00000f00, 0x000200f8,
    0x00000ef9, 0x000500c5, 0x0000000d, 0x00000efb, 0x00000ee1, 0x0000004f, 0x000500c4, 0x0000000d,
    0x00000efd, 0x00000ee6, 0x0000006e, 0x000500c5, 0x0000000d, 0x00000efe, 0x00000efb, 0x00000efd,
    0x0004007c, 0x00000006, 0x00000eff, 0x00000efe, 0x000200f9, 0x00000f0a, 0x000200f8, 0x00000f00,
    0x00050080, 0x0000000d, 0x00000f03, 0x00000ee4, 0x00000105, 0x000500c4, 0x0000000d, 0x00000f04,
    0x00000f03, 0x00000098, 0x000500c5, 0x0000000d, 0x00000f05, 0x00000ee1, 0x00000f04, 0x000500c4,
    0x0000000d, 0x00000f07, 0x00000ee6, 0x0000006e, 0x000500c5, 0x0000000d, 0x00000f08, 0x00000f05,
    0x00000f07, 0x0004007c, 0x00000006, 0x00000f09, 0x00000f08, 0x000200f9, 0x00000f0a, 0x000200f8,
    0x00000f0a, 0x000900f5, 0x00000006, 0x00001123, 0x00001122, 0x00000ef4, 0x00000eff, 0x00000ef9,
    0x00000f09, 0x00000f00, 0x000200f9, 0x00000ed1, 0x000200f8, 0x00000ed1, 0x000700f5, 0x00000006,
    0x00001124, 0x00001123, 0x00000f0a, 0x00000f10, 0x00000ece, 0x000200f9, 0x00000ed3, 0x000200f8,
    0x00000ec5, 0x0004007c, 0x00000006, 0x00000ec7, 0x00001121, 0x000200f9, 0x00000ed3, 0x000200f8,
    0x00000ed3, 0x000700f5, 0x00000006, 0x00001125, 0x00000ec7, 0x00000ec5, 0x00001124, 0x00000ed1,
    0x000500b4, 0x00000008, 0x000006f0, 0x00001125, 0x0000014c, 0x000600a9, 0x0000000d, 0x0000139e,
    0x000006f0, 0x0000008c, 0x000000a5, 0x000200f9, 0x000006f3, 0x000200f8, 0x000006c3, 0x000500b4,
    0x00000008, 0x000006c6, 0x00001126, 0x00001127, 0x000300f7, 0x000006ce, 0x00000000, 0x000400fa,
    0x000006c6, 0x000006c7, 0x000006c8, 0x000200f8, 0x000006c8, 0x00050083, 0x00000006, 0x000006cb,
    0x00001126, 0x00001127, 0x00040070, 0x00000006, 0x000006cc, 0x00000473, 0x000300f7, 0x00000a35,
    0x00000000, 0x000300fb, 0x000000a5, 0x000009ec, 0x000200f8, 0x000009ec, 0x00050088, 0x00000006,
    0x000009ef, 0x000006cb, 0x000006cc, 0x0006000c, 0x00000006, 0x000009f1, 0x00000001, 0x00000004,
    0x000009ef, 0x0006000c, 0x00000006, 0x000009f3, 0x00000001, 0x00000004, 0x000006cc, 0x000500b8,
    0x00000008, 0x000009f5, 0x000009f1, 0x0000015f, 0x000500b8, 0x00000008, 0x000009f7, 0x000009f3,
    0x0000015f, 0x000500a7, 0x00000008, 0x000009f8, 0x000009f5, 0x000009f7, 0x000500ba, 0x00000008,
    0x000009fa, 0x000009f1, 0x00000212, 0x000500a7, 0x00000008, 0x000009fb, 0x000009f8, 0x000009fa,
    0x000500ba, 0x00000008, 0x000009fd, 0x000009f3, 0x00000212, 0x000500a7, 0x00000008, 0x000009fe,
    0x000009fb, 0x000009fd, 0x000400a8, 0x00000008, 0x000009ff, 0x000009fe, 0x000300f7, 0x00000a02,
    0x00000000, 0x000400fa, 0x000009ff, 0x00000a00, 0x00000a02, 0x000200f8, 0x00000a00, 0x000200f9,
    0x00000a35, 0x000200f8, 0x00000a02, 0x00050085, 0x00000006, 0x00000a04, 0x000009ef, 0x0000021f,
    0x00050083, 0x00000006, 0x00000a08, 0x00000a04, 0x000009ef, 0x00050083, 0x00000006, 0x00000a09,
    0x00000a04, 0x00000a08, 0x00050083, 0x00000006, 0x00000a0c, 0x000009ef, 0x00000a09, 0x00050085,
    0x00000006, 0x00000a0e, 0x000006cc, 0x0000021f, 0x00050083, 0x00000006, 0x00000a12, 0x00000a0e,
    0x000006cc, 0x00050083, 0x00000006, 0x00000a13, 0x00000a0e, 0x00000a12, 0x00050083, 0x00000006,
    0x00000a16, 0x000006cc, 0x00000a13, 0x00050085, 0x00000006, 0x00000a19, 0x000009ef, 0x000006cc,
    0x00050085, 0x00000006, 0x00000a1c, 0x00000a09, 0x00000a13, 0x00050083, 0x00000006, 0x00000a1e,
    0x00000a1c, 0x00000a19, 0x00050085, 0x00000006, 0x00000a21, 0x00000a09, 0x00000a16, 0x00050081,
    0x00000006, 0x00000a22, 0x00000a1e, 0x00000a21, 0x00050085, 0x00000006, 0x00000a25, 0x00000a0c,
    0x00000a13, 0x00050081, 0x00000006, 0x00000a26, 0x00000a22, 0x00000a25, 0x00050085, 0x00000006,
    0x00000a29, 0x00000a0c, 0x00000a16, 0x00050081, 0x00000006, 0x00000a2a, 0x00000a26, 0x00000a29,
    0x00050083, 0x00000006, 0x00000a2d, 0x000006cb, 0x00000a19, 0x00050083, 0x00000006, 0x00000a2f,
    0x00000a2d, 0x00000a2a, 0x00050088, 0x00000006, 0x00000a33, 0x00000a2f, 0x000006cc, 0x00050081,
    0x00000006, 0x00000a34, 0x000009ef, 0x00000a33, 0x000200f9, 0x00000a35, 0x000200f8, 0x00000a35,
    0x000700f5, 0x00000006, 0x00001128, 0x000009ef, 0x00000a00, 0x00000a34, 0x00000a02, 0x000200f9,
    0x000006ce, 0x000200f8, 0x000006c7, 0x000200f9, 0x000006ce, 0x000200f8, 0x000006ce, 0x000700f5,
    0x00000006, 0x00001129, 0x00000267, 0x000006c7, 0x00001128, 0x00000a35, 0x000300f7, 0x00000a66,
    0x00000000, 0x000300fb, 0x000000a5, 0x00000a40, 0x000200f8, 0x00000a40, 0x0004007c, 0x0000000d,
    0x00000a42, 0x00001129, 0x000500c7, 0x0000000d, 0x00000a43, 0x00000a42, 0x00000060, 0x000500aa,
    0x00000008, 0x00000a44, 0x00000a43, 0x0000004f, 0x000500aa, 0x00000008, 0x00000a46, 0x0000045f,
    0x0000008c, 0x000300f7, 0x00000a55, 0x00000000, 0x000400fa, 0x00000a46, 0x00000a47, 0x00000a55,
    0x000200f8, 0x00000a47, 0x000300f7, 0x00000a52, 0x00000000, 0x000400fa, 0x00000a44, 0x00000a49,
    0x00000a52, 0x000200f8, 0x00000a49, 0x000500ba, 0x00000008, 0x00000a4b, 0x00001129, 0x0000014c,
    0x000600a9, 0x00000006, 0x0000139f, 0x00000a4b, 0x00001381, 0x00001380, 0x000200f9, 0x00000a52,
    0x000200f8, 0x00000a52, 0x000700f5, 0x00000006, 0x00001134, 0x00001129, 0x00000a47, 0x0000139f,
    0x00000a49, 0x0004007c, 0x0000000d, 0x00000a54, 0x00001134, 0x000200f9, 0x00000a66, 0x000200f8,
    0x00000a55, 0x000300f7, 0x00000a5b, 0x00000000, 0x000400fa, 0x00000a44, 0x00000a57, 0x00000a5b,
    0x000200f8, 0x00000a57, 0x000500ba, 0x00000008, 0x00000a59, 0x00001129, 0x0000014c, 0x000600a9,
    0x00000006, 0x00000a5a, 0x00000a59, 0x0000015f, 0x00000160, 0x000200f9, 0x00000a5b, 0x000200f8,
    0x00000a5b, 0x000700f5, 0x00000006, 0x0000112a, 0x00001129, 0x00000a55, 0x00000a5a, 0x00000a57,
    0x000500aa, 0x00000008, 0x00000a5d, 0x0000045f, 0x00000163, 0x000300f7, 0x00000a64, 0x00000000,
    0x000400fa, 0x00000a5d, 0x00000a5e, 0x00000a61, 0x000200f8, 0x00000a61, 0x000300f7, 0x00000aff,
    0x00000000, 0x000300fb, 0x000000a5, 0x00000add, 0x000200f8, 0x00000add, 0x0004007c, 0x0000000d,
    0x00000adf, 0x0000112a, 0x000500c7, 0x0000000d, 0x00000ae1, 0x00000adf, 0x00000060, 0x000500ac,
    0x00000008, 0x00000ae2, 0x00000ae1, 0x0000004f, 0x000300f7, 0x00000ae7, 0x00000000, 0x000400fa,
    0x00000ae2, 0x00000ae3, 0x00000ae7, 0x000200f8, 0x00000ae3, 0x000500c2, 0x0000000d, 0x00000ae5,
    0x00000adf, 0x0000005a, 0x000500c5, 0x0000000d, 0x00000ae6, 0x00000ae5, 0x00000119, 0x000200f9,
    0x00000aff, 0x000200f8, 0x00000ae7, 0x000500aa, 0x00000008, 0x00000aea, 0x00000ae1, 0x0000004f,
    0x000300f7, 0x00000aee, 0x00000000, 0x000400fa, 0x00000aea, 0x00000aeb, 0x00000aee, 0x000200f8,
    0x00000aeb, 0x000500c2, 0x0000000d, 0x00000aed, 0x00000adf, 0x0000005a, 0x000200f9, 0x00000aff,
    0x000200f8, 0x00000aee, 0x00050080, 0x0000000d, 0x00000af0, 0x00000adf, 0x00000126, 0x000500c2,
    0x0000000d, 0x00000af2, 0x00000adf, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000af3, 0x00000af2,
    0x0000008c, 0x00050080, 0x0000000d, 0x00000af4, 0x00000af0, 0x00000af3, 0x000500c2, 0x0000000d,
    0x00000af5, 0x00000af4, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000af7, 0x00000af5, 0x00000126,
    0x000500aa, 0x00000008, 0x00000af8, 0x00000af7, 0x0000012f, 0x000300f7, 0x00000afd, 0x00000000,
    0x000400fa, 0x00000af8, 0x00000af9, 0x00000afd, 0x000200f8, 0x00000af9, 0x000500c7, 0x0000000d,
    0x00000afb, 0x00000af5, 0x0000005c, 0x000500c5, 0x0000000d, 0x00000afc, 0x00000afb, 0x00000135,
    0x000200f9, 0x00000afd, 0x000200f8, 0x00000afd, 0x000700f5, 0x0000000d, 0x0000112b, 0x00000af5,
    0x00000aee, 0x00000afc, 0x00000af9, 0x000200f9, 0x00000aff, 0x000200f8, 0x00000aff, 0x000900f5,
    0x0000000d, 0x0000112c, 0x00000ae6, 0x00000ae3, 0x00000aed, 0x00000aeb, 0x0000112b, 0x00000afd,
    0x000200f9, 0x00000a64, 0x000200f8, 0x00000a5e, 0x000300f7, 0x00000ad5, 0x00000000, 0x000300fb,
    0x000000a5, 0x00000a77, 0x000200f8, 0x00000a77, 0x0004007c, 0x0000000d, 0x00000a79, 0x0000112a,
    0x000500c2, 0x0000000d, 0x00000a7b, 0x00000a79, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000a7c,
    0x00000a7b, 0x0000005c, 0x000500c7, 0x0000000d, 0x00000a7e, 0x00000a79, 0x00000060, 0x000500ae,
    0x00000008, 0x00000a80, 0x00000a7e, 0x0000004f, 0x000300f7, 0x00000a8e, 0x00000000, 0x000400fa,
    0x00000a80, 0x00000a81, 0x00000a8e, 0x000200f8, 0x00000a81, 0x000500ac, 0x00000008, 0x00000a84,
    0x00000a7e, 0x0000004f, 0x000300f7, 0x00000a8b, 0x00000000, 0x000400fa, 0x00000a84, 0x00000a85,
    0x00000a8a, 0x000200f8, 0x00000a8a, 0x000200f9, 0x00000a8b, 0x000200f8, 0x00000a85, 0x000500c2,
    0x0000000d, 0x00000a87, 0x00000a7e, 0x0000006e, 0x000500c7, 0x0000000d, 0x00000a88, 0x00000a87,
    0x00000070, 0x000500c5, 0x0000000d, 0x00000a89, 0x0000006c, 0x00000a88, 0x000200f9, 0x00000a8b,
    0x000200f8, 0x00000a8b, 0x000700f5, 0x0000000d, 0x00001130, 0x00000a89, 0x00000a85, 0x00000074,
    0x00000a8a, 0x000500c5, 0x0000000d, 0x00000a8d, 0x00000a7c, 0x00001130, 0x000200f9, 0x00000ad5,
    0x000200f8, 0x00000a8e, 0x000500ae, 0x00000008, 0x00000a90, 0x00000a7e, 0x00000079, 0x000300f7,
    0x00000a94, 0x00000000, 0x000400fa, 0x00000a90, 0x00000a91, 0x00000a94, 0x000200f8, 0x00000a91,
    0x000500c5, 0x0000000d, 0x00000a93, 0x00000a7c, 0x0000007e, 0x000200f9, 0x00000ad5, 0x000200f8,
    0x00000a94, 0x000500ae, 0x00000008, 0x00000a96, 0x00000a7e, 0x00000082, 0x000300f7, 0x00000aa3,
    0x00000000, 0x000400fa, 0x00000a96, 0x00000a97, 0x00000aa3, 0x000200f8, 0x00000a97, 0x00050080,
    0x0000000d, 0x00000a99, 0x00000a7e, 0x00000088, 0x000500c2, 0x0000000d, 0x00000a9b, 0x00000a7e,
    0x0000006e, 0x000500c7, 0x0000000d, 0x00000a9c, 0x00000a9b, 0x0000008c, 0x00050080, 0x0000000d,
    0x00000a9d, 0x00000a99, 0x00000a9c, 0x000500c2, 0x0000000d, 0x00000a9e, 0x00000a9d, 0x0000006e,
    0x00050082, 0x0000000d, 0x00000aa1, 0x00000a9e, 0x00000092, 0x000500c5, 0x0000000d, 0x00000aa2,
    0x00000a7c, 0x00000aa1, 0x000200f9, 0x00000ad5, 0x000200f8, 0x00000aa3, 0x000500c2, 0x0000000d,
    0x00000aa5, 0x00000a7e, 0x00000098, 0x00050082, 0x0000000d, 0x00000aa7, 0x0000009b, 0x00000aa5,
    0x000500c7, 0x0000000d, 0x00000aa9, 0x00000a7e, 0x000000a0, 0x000500c5, 0x0000000d, 0x00000aaa,
    0x00000aa9, 0x000000a2, 0x000500aa, 0x00000008, 0x00000aac, 0x00000aa5, 0x000000a5, 0x000500ac,
    0x00000008, 0x00000aae, 0x00000aa7, 0x000000a8, 0x000500a6, 0x00000008, 0x00000aaf, 0x00000aac,
    0x00000aae, 0x000300f7, 0x00000ab2, 0x00000000, 0x000400fa, 0x00000aaf, 0x00000ab0, 0x00000ab2,
    0x000200f8, 0x00000ab0, 0x000200f9, 0x00000ad5, 0x000200f8, 0x00000ab2, 0x000500c2, 0x0000000d,
    0x00000ab5, 0x00000aaa, 0x00000aa7, 0x000500c4, 0x0000000d, 0x00000ab8, 0x0000008c, 0x00000aa7,
    0x00050082, 0x0000000d, 0x00000ab9, 0x00000ab8, 0x0000008c, 0x000500c7, 0x0000000d, 0x00000aba,
    0x00000aaa, 0x00000ab9, 0x00050082, 0x0000000d, 0x00000abc, 0x0000137f, 0x00000aa5, 0x000500c4,
    0x0000000d, 0x00000abd, 0x0000008c, 0x00000abc, 0x000500ac, 0x00000008, 0x00000ac0, 0x00000aba,
    0x00000abd, 0x000400a8, 0x00000008, 0x00000ac1, 0x00000ac0, 0x000300f7, 0x00000acc, 0x00000000,
    0x000400fa, 0x00000ac1, 0x00000ac2, 0x00000acc, 0x000200f8, 0x00000ac2, 0x000500aa, 0x00000008,
    0x00000ac5, 0x00000aba, 0x00000abd, 0x000300f7, 0x00000aca, 0x00000000, 0x000400fa, 0x00000ac5,
    0x00000ac6, 0x00000aca, 0x000200f8, 0x00000ac6, 0x000500c7, 0x0000000d, 0x00000ac8, 0x00000ab5,
    0x0000008c, 0x000500ab, 0x00000008, 0x00000ac9, 0x00000ac8, 0x000000a5, 0x000200f9, 0x00000aca,
    0x000200f8, 0x00000aca, 0x000700f5, 0x00000008, 0x00000acb, 0x00000ac5, 0x00000ac2, 0x00000ac9,
    0x00000ac6, 0x000200f9, 0x00000acc, 0x000200f8, 0x00000acc, 0x000700f5, 0x00000008, 0x00000acd,
    0x00000ac0, 0x00000ab2, 0x00000acb, 0x00000aca, 0x000300f7, 0x00000ad1, 0x00000000, 0x000400fa,
    0x00000acd, 0x00000ace, 0x00000ad1, 0x000200f8, 0x00000ace, 0x00050080, 0x0000000d, 0x00000ad0,
    0x00000ab5, 0x000000d0, 0x000200f9, 0x00000ad1, 0x000200f8, 0x00000ad1, 0x000700f5, 0x0000000d,
    0x0000112f, 0x00000ab5, 0x00000acc, 0x00000ad0, 0x00000ace, 0x000500c5, 0x0000000d, 0x00000ad4,
    0x00000a7c, 0x0000112f, 0x000200f9, 0x00000ad5, 0x000200f8, 0x00000ad5, 0x000d00f5, 0x0000000d,
    0x00001131, 0x00000a8d, 0x00000a8b, 0x00000a93, 0x00000a91, 0x00000aa2, 0x00000a97, 0x00000a7c,
    0x00000ab0, 0x00000ad4, 0x00000ad1, 0x000200f9, 0x00000a64, 0x000200f8, 0x00000a64, 0x000700f5,
    0x0000000d, 0x00001132, 0x00001131, 0x00000ad5, 0x0000112c, 0x00000aff, 0x000200f9, 0x00000a66,
    0x000200f8, 0x00000a66, 0x000700f5, 0x0000000d, 0x00001135, 0x00000a54, 0x00000a52, 0x00001132,
    0x00000a64, 0x0004007c, 0x0000000d, 0x000006d2, 0x00001127, 0x000500aa, 0x00000008, 0x000006d3,
    0x000006d2, 0x0000047e, 0x000600a9, 0x0000000d, 0x000013a0, 0x000006d3, 0x000000a5, 0x000006d2,
    0x0004007c, 0x00000006, 0x000006da, 0x000013a0, 0x000300f7, 0x00000b30, 0x00000000, 0x000300fb,
    0x000000a5, 0x00000b0a, 0x000200f8, 0x00000b0a, 0x0004007c, 0x0000000d, 0x00000b0c, 0x000006da,
    0x000500c7, 0x0000000d, 0x00000b0d, 0x00000b0c, 0x00000060, 0x000500aa, 0x00000008, 0x00000b0e,
    0x00000b0d, 0x0000004f, 0x000300f7, 0x00000b1f, 0x00000000, 0x000400fa, 0x00000a46, 0x00000b11,
    0x00000b1f, 0x000200f8, 0x00000b11, 0x000300f7, 0x00000b1c, 0x00000000, 0x000400fa, 0x00000b0e,
    0x00000b13, 0x00000b1c, 0x000200f8, 0x00000b13, 0x000500ba, 0x00000008, 0x00000b15, 0x000006da,
    0x0000014c, 0x000600a9, 0x00000006, 0x000013a1, 0x00000b15, 0x00001381, 0x00001380, 0x000200f9,
    0x00000b1c, 0x000200f8, 0x00000b1c, 0x000700f5, 0x00000006, 0x0000114f, 0x000006da, 0x00000b11,
    0x000013a1, 0x00000b13, 0x0004007c, 0x0000000d, 0x00000b1e, 0x0000114f, 0x000200f9, 0x00000b30,
    0x000200f8, 0x00000b1f, 0x000300f7, 0x00000b25, 0x00000000, 0x000400fa, 0x00000b0e, 0x00000b21,
    0x00000b25, 0x000200f8, 0x00000b21, 0x000500ba, 0x00000008, 0x00000b23, 0x000006da, 0x0000014c,
    0x000600a9, 0x00000006, 0x00000b24, 0x00000b23, 0x0000015f, 0x00000160, 0x000200f9, 0x00000b25,
    0x000200f8, 0x00000b25, 0x000700f5, 0x00000006, 0x00001145, 0x000006da, 0x00000b1f, 0x00000b24,
    0x00000b21, 0x000500aa, 0x00000008, 0x00000b27, 0x0000045f, 0x00000163, 0x000300f7, 0x00000b2e,
    0x00000000, 0x000400fa, 0x00000b27, 0x00000b28, 0x00000b2b, 0x000200f8, 0x00000b2b, 0x000300f7,
    0x00000bc9, 0x00000000, 0x000300fb, 0x000000a5, 0x00000ba7, 0x000200f8, 0x00000ba7, 0x0004007c,
    0x0000000d, 0x00000ba9, 0x00001145, 0x000500c7, 0x0000000d, 0x00000bab, 0x00000ba9, 0x00000060,
    0x000500ac, 0x00000008, 0x00000bac, 0x00000bab, 0x0000004f, 0x000300f7, 0x00000bb1, 0x00000000,
    0x000400fa, 0x00000bac, 0x00000bad, 0x00000bb1, 0x000200f8, 0x00000bad, 0x000500c2, 0x0000000d,
    0x00000baf, 0x00000ba9, 0x0000005a, 0x000500c5, 0x0000000d, 0x00000bb0, 0x00000baf, 0x00000119,
    0x000200f9, 0x00000bc9, 0x000200f8, 0x00000bb1, 0x000500aa, 0x00000008, 0x00000bb4, 0x00000bab,
    0x0000004f, 0x000300f7, 0x00000bb8, 0x00000000, 0x000400fa, 0x00000bb4, 0x00000bb5, 0x00000bb8,
    0x000200f8, 0x00000bb5, 0x000500c2, 0x0000000d, 0x00000bb7, 0x00000ba9, 0x0000005a, 0x000200f9,
    0x00000bc9, 0x000200f8, 0x00000bb8, 0x00050080, 0x0000000d, 0x00000bba, 0x00000ba9, 0x00000126,
    0x000500c2, 0x0000000d, 0x00000bbc, 0x00000ba9, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000bbd,
    0x00000bbc, 0x0000008c, 0x00050080, 0x0000000d, 0x00000bbe, 0x00000bba, 0x00000bbd, 0x000500c2,
    0x0000000d, 0x00000bbf, 0x00000bbe, 0x0000005a, 0x000500c7, 0x0000000d, 0x00000bc1, 0x00000bbf,
    0x00000126, 0x000500aa, 0x00000008, 0x00000bc2, 0x00000bc1, 0x0000012f, 0x000300f7, 0x00000bc7,
    0x00000000, 0x000400fa, 0x00000bc2, 0x00000bc3, 0x00000bc7, 0x000200f8, 0x00000bc3, 0x000500c7,
    0x0000000d, 0x00000bc5, 0x00000bbf, 0x0000005c, 0x000500c5, 0x0000000d, 0x00000bc6, 0x00000bc5,
    0x00000135, 0x000200f9, 0x00000bc7, 0x000200f8, 0x00000bc7, 0x000700f5, 0x0000000d, 0x00001146,
    0x00000bbf, 0x00000bb8, 0x00000bc6, 0x00000bc3, 0x000200f9, 0x00000bc9, 0x000200f8, 0x00000bc9,
    0x000900f5, 0x0000000d, 0x00001147, 0x00000bb0, 0x00000bad, 0x00000bb7, 0x00000bb5, 0x00001146,
    0x00000bc7, 0x000200f9, 0x00000b2e, 0x000200f8, 0x00000b28, 0x000300f7, 0x00000b9f, 0x00000000,
    0x000300fb, 0x000000a5, 0x00000b41, 0x000200f8, 0x00000b41, 0x0004007c, 0x0000000d, 0x00000b43,
    0x00001145, 0x000500c2, 0x0000000d, 0x00000b45, 0x00000b43, 0x0000005a, 0x000500c7, 0x0000000d,
    0x00000b46, 0x00000b45, 0x0000005c, 0x000500c7, 0x0000000d, 0x00000b48, 0x00000b43, 0x00000060,
    0x000500ae, 0x00000008, 0x00000b4a, 0x00000b48, 0x0000004f, 0x000300f7, 0x00000b58, 0x00000000,
    0x000400fa, 0x00000b4a, 0x00000b4b, 0x00000b58, 0x000200f8, 0x00000b4b, 0x000500ac, 0x00000008,
    0x00000b4e, 0x00000b48, 0x0000004f, 0x000300f7, 0x00000b55, 0x00000000, 0x000400fa, 0x00000b4e,
    0x00000b4f, 0x00000b54, 0x000200f8, 0x00000b54, 0x000200f9, 0x00000b55, 0x000200f8, 0x00000b4f,
    0x000500c2, 0x0000000d, 0x00000b51, 0x00000b48, 0x0000006e, 0x000500c7, 0x0000000d, 0x00000b52,
    0x00000b51, 0x00000070, 0x000500c5, 0x0000000d, 0x00000b53, 0x0000006c, 0x00000b52, 0x000200f9,
    0x00000b55, 0x000200f8, 0x00000b55, 0x000700f5, 0x0000000d, 0x0000114b, 0x00000b53, 0x00000b4f,
    0x00000074, 0x00000b54, 0x000500c5, 0x0000000d, 0x00000b57, 0x00000b46, 0x0000114b, 0x000200f9,
    0x00000b9f, 0x000200f8, 0x00000b58, 0x000500ae, 0x00000008, 0x00000b5a, 0x00000b48, 0x00000079,
    0x000300f7, 0x00000b5e, 0x00000000, 0x000400fa, 0x00000b5a, 0x00000b5b, 0x00000b5e, 0x000200f8,
    0x00000b5b, 0x000500c5, 0x0000000d, 0x00000b5d, 0x00000b46, 0x0000007e, 0x000200f9, 0x00000b9f,
    0x000200f8, 0x00000b5e, 0x000500ae, 0x00000008, 0x00000b60, 0x00000b48, 0x00000082, 0x000300f7,
    0x00000b6d, 0x00000000, 0x000400fa, 0x00000b60, 0x00000b61, 0x00000b6d, 0x000200f8, 0x00000b61,
    0x00050080, 0x0000000d, 0x00000b63, 0x00000b48, 0x00000088, 0x000500c2, 0x0000000d, 0x00000b65,
    0x00000b48, 0x0000006e, 0x000500c7, 0x0000000d, 0x00000b66, 0x00000b65, 0x0000008c, 0x00050080,
    0x0000000d, 0x00000b67, 0x00000b63, 0x00000b66, 0x000500c2, 0x0000000d, 0x00000b68, 0x00000b67,
    0x0000006e, 0x00050082, 0x0000000d, 0x00000b6b, 0x00000b68, 0x00000092, 0x000500c5, 0x0000000d,
    0x00000b6c, 0x00000b46, 0x00000b6b, 0x000200f9, 0x00000b9f, 0x000200f8, 0x00000b6d, 0x000500c2,
    0x0000000d, 0x00000b6f, 0x00000b48, 0x00000098, 0x00050082, 0x0000000d, 0x00000b71, 0x0000009b,
    0x00000b6f, 0x000500c7, 0x0000000d, 0x00000b73, 0x00000b48, 0x000000a0, 0x000500c5, 0x0000000d,
    0x00000b74, 0x00000b73, 0x000000a2, 0x000500aa, 0x00000008, 0x00000b76, 0x00000b6f, 0x000000a5,
    0x000500ac, 0x00000008, 0x00000b78, 0x00000b71, 0x000000a8, 0x000500a6, 0x00000008, 0x00000b79,
    0x00000b76, 0x00000b78, 0x000300f7, 0x00000b7c, 0x00000000, 0x000400fa, 0x00000b79, 0x00000b7a,
    0x00000b7c, 0x000200f8, 0x00000b7a, 0x000200f9, 0x00000b9f, 0x000200f8, 0x00000b7c, 0x000500c2,
    0x0000000d, 0x00000b7f, 0x00000b74, 0x00000b71, 0x000500c4, 0x0000000d, 0x00000b82, 0x0000008c,
    0x00000b71, 0x00050082, 0x0000000d, 0x00000b83, 0x00000b82, 0x0000008c, 0x000500c7, 0x0000000d,
    0x00000b84, 0x00000b74, 0x00000b83, 0x00050082, 0x0000000d, 0x00000b86, 0x0000137f, 0x00000b6f,
    0x000500c4, 0x0000000d, 0x00000b87, 0x0000008c, 0x00000b86, 0x000500ac, 0x00000008, 0x00000b8a,
    0x00000b84, 0x00000b87, 0x000400a8, 0x00000008, 0x00000b8b, 0x00000b8a, 0x000300f7, 0x00000b96,
    0x00000000, 0x000400fa, 0x00000b8b, 0x00000b8c, 0x00000b96, 0x000200f8, 0x00000b8c, 0x000500aa,
    0x00000008, 0x00000b8f, 0x00000b84, 0x00000b87, 0x000300f7, 0x00000b94, 0x00000000, 0x000400fa,
    0x00000b8f, 0x00000b90, 0x00000b94, 0x000200f8, 0x00000b90, 0x000500c7, 0x0000000d, 0x00000b92,
    0x00000b7f, 0x0000008c, 0x000500ab, 0x00000008, 0x00000b93, 0x00000b92, 0x000000a5, 0x000200f9,
    0x00000b94, 0x000200f8, 0x00000b94, 0x000700f5, 0x00000008, 0x00000b95, 0x00000b8f, 0x00000b8c,
    0x00000b93, 0x00000b90, 0x000200f9, 0x00000b96, 0x000200f8, 0x00000b96, 0x000700f5, 0x00000008,
    0x00000b97, 0x00000b8a, 0x00000b7c, 0x00000b95, 0x00000b94, 0x000300f7, 0x00000b9b, 0x00000000,
    0x000400fa, 0x00000b97, 0x00000b98, 0x00000b9b, 0x000200f8, 0x00000b98, 0x00050080, 0x0000000d,
    0x00000b9a, 0x00000b7f, 0x000000d0, 0x000200f9, 0x00000b9b, 0x000200f8, 0x00000b9b, 0x000700f5,
    0x0000000d, 0x0000114a, 0x00000b7f, 0x00000b96, 0x00000b9a, 0x00000b98, 0x000500c5, 0x0000000d,
    0x00000b9e, 0x00000b46, 0x0000114a, 0x000200f9, 0x00000b9f, 0x000200f8, 0x00000b9f, 0x000d00f5,
    0x0000000d, 0x0000114c, 0x00000b57, 0x00000b55, 0x00000b5d, 0x00000b5b, 0x00000b6c, 0x00000b61,
    0x00000b46, 0x00000b7a, 0x00000b9e, 0x00000b9b, 0x000200f9, 0x00000b2e, 0x000200f8, 0x00000b2e,
    0x000700f5, 0x0000000d, 0x0000114d, 0x0000114c, 0x00000b9f, 0x00001147, 0x00000bc9, 0x000200f9,
    0x00000b30, 0x000200f8, 0x00000b30, 0x000700f5, 0x0000000d, 0x00001150, 0x00000b1e, 0x00000b1c,
    0x0000114d, 0x00000b2e, 0x000300f7, 0x00000be1, 0x00000000, 0x000400fa, 0x00000a46, 0x00000bd3,
    0x00000bd6, 0x000200f8, 0x00000bd6, 0x000500aa, 0x00000008, 0x00000bd8, 0x0000045f, 0x00000163,
    0x000300f7, 0x00000bdf, 0x00000000, 0x000400fa, 0x00000bd8, 0x00000bd9, 0x00000bdc, 0x000200f8,
    0x00000bdc, 0x000500c4, 0x0000000d, 0x00000c1d, 0x00001135, 0x0000005a, 0x0004007c, 0x00000006,
    0x00000c1e, 0x00000c1d, 0x000200f9, 0x00000bdf, 0x000200f8, 0x00000bd9, 0x000300f7, 0x00000c18,
    0x00000000, 0x000300fb, 0x000000a5, 0x00000bec, 0x000200f8, 0x00000bec, 0x000500c7, 0x0000000d,
    0x00000bee, 0x00001135, 0x0000005c, 0x000500c4, 0x0000000d, 0x00000bef, 0x00000bee, 0x0000005a,
    0x000500c2, 0x0000000d, 0x00000bf1, 0x00001135, 0x000000dd, 0x000500c7, 0x0000000d, 0x00000bf2,
    0x00000bf1, 0x000000df, 0x000500c7, 0x0000000d, 0x00000bf4, 0x00001135, 0x00000070, 0x000500aa,
    0x00000008, 0x00000bf6, 0x00000bf2, 0x000000a5, 0x000300f7, 0x00000c04, 0x00000000, 0x000400fa,
    0x00000bf6, 0x00000bf7, 0x00000c04, 0x000200f8, 0x00000bf7, 0x00040070, 0x00000006, 0x00000bf9,
    0x00000bf4, 0x00050085, 0x00000006, 0x00000bfa, 0x00000bf9, 0x000000eb, 0x000500ab, 0x00000008,
    0x00000bfc, 0x00000bef, 0x000000a5, 0x000300f7, 0x00000c02, 0x00000000, 0x000400fa, 0x00000bfc,
    0x00000bfd, 0x00000c00, 0x000200f8, 0x00000c00, 0x000200f9, 0x00000c02, 0x000200f8, 0x00000bfd,
    0x00050085, 0x00000006, 0x00000bff, 0x00000bf9, 0x00001382, 0x000200f9, 0x00000c02, 0x000200f8,
    0x00000c02, 0x000700f5, 0x00000006, 0x0000115e, 0x00000bff, 0x00000bfd, 0x00000bfa, 0x00000c00,
    0x000200f9, 0x00000c18, 0x000200f8, 0x00000c04, 0x000500aa, 0x00000008, 0x00000c06, 0x00000bf2,
    0x000000df, 0x000300f7, 0x00000c0e, 0x00000000, 0x000400fa, 0x00000c06, 0x00000c07, 0x00000c0e,
    0x000200f8, 0x00000c07, 0x000500c5, 0x0000000d, 0x00000c09, 0x00000bef, 0x0000004f, 0x000500c4,
    0x0000000d, 0x00000c0b, 0x00000bf4, 0x0000006e, 0x000500c5, 0x0000000d, 0x00000c0c, 0x00000c09,
    0x00000c0b, 0x0004007c, 0x00000006, 0x00000c0d, 0x00000c0c, 0x000200f9, 0x00000c18, 0x000200f8,
    0x00000c0e, 0x00050080, 0x0000000d, 0x00000c11, 0x00000bf2, 0x00000105, 0x000500c4, 0x0000000d,
    0x00000c12, 0x00000c11, 0x00000098, 0x000500c5, 0x0000000d, 0x00000c13, 0x00000bef, 0x00000c12,
    0x000500c4, 0x0000000d, 0x00000c15, 0x00000bf4, 0x0000006e, 0x000500c5, 0x0000000d, 0x00000c16,
    0x00000c13, 0x00000c15, 0x0004007c, 0x00000006, 0x00000c17, 0x00000c16, 0x000200f9, 0x00000c18,
    0x000200f8, 0x00000c18, 0x000900f5, 0x00000006, 0x0000115f, 0x0000115e, 0x00000c02, 0x00000c0d,
    0x00000c07, 0x00000c17, 0x00000c0e, 0x000200f9, 0x00000bdf, 0x000200f8, 0x00000bdf, 0x000700f5,
    0x00000006, 0x00001160, 0x0000115f, 0x00000c18, 0x00000c1e, 0x00000bdc, 0x000200f9, 0x00000be1,
    0x000200f8, 0x00000bd3, 0x0004007c, 0x00000006, 0x00000bd5, 0x00001135, 0x000200f9, 0x00000be1,
    0x000200f8, 0x00000be1, 0x000700f5, 0x00000006, 0x00001161, 0x00000bd5, 0x00000bd3, 0x00001160,
    0x00000bdf, 0x000300f7, 0x00000c35, 0x00000000, 0x000400fa, 0x00000a46, 0x00000c27, 0x00000c2a,
    0x000200f8, 0x00000c2a, 0x000500aa, 0x00000008, 0x00000c2c, 0x0000045f, 0x00000163, 0x000300f7,
    0x00000c33, 0x00000000, 0x000400fa, 0x00000c2c, 0x00000c2d, 0x00000c30, 0x000200f8, 0x00000c30,
    0x000500c4, 0x0000000d, 0x00000c71, 0x00001150, 0x0000005a, 0x0004007c, 0x00000006, 0x00000c72,
    0x00000c71, 0x000200f9, 0x00000c33, 0x000200f8, 0x00000c2d, 0x000300f7, 0x00000c6c, 0x00000000,
    0x000300fb, 0x000000a5, 0x00000c40, 0x000200f8, 0x00000c40, 0x000500c7, 0x0000000d, 0x00000c42,
    0x00001150, 0x0000005c, 0x000500c4, 0x0000000d, 0x00000c43, 0x00000c42, 0x0000005a, 0x000500c2,
    0x0000000d, 0x00000c45, 0x00001150, 0x000000dd, 0x000500c7, 0x0000000d, 0x00000c46, 0x00000c45,
    0x000000df, 0x000500c7, 0x0000000d, 0x00000c48, 0x00001150, 0x00000070, 0x000500aa, 0x00000008,
    0x00000c4a, 0x00000c46, 0x000000a5, 0x000300f7, 0x00000c58, 0x00000000, 0x000400fa, 0x00000c4a,
    0x00000c4b, 0x00000c58, 0x000200f8, 0x00000c4b, 0x00040070, 0x00000006, 0x00000c4d, 0x00000c48,
    0x00050085, 0x00000006, 0x00000c4e, 0x00000c4d, 0x000000eb, 0x000500ab, 0x00000008, 0x00000c50,
    0x00000c43, 0x000000a5, 0x000300f7, 0x00000c56, 0x00000000, 0x000400fa, 0x00000c50, 0x00000c51,
    0x00000c54, 0x000200f8, 0x00000c54, 0x000200f9, 0x00000c56, 0x000200f8, 0x00000c51, 0x00050085,
    0x00000006, 0x00000c53, 0x00000c4d, 0x00001382, 0x000200f9, 0x00000c56, 0x000200f8, 0x00000c56,
    0x000700f5, 0x00000006, 0x00001166, 0x00000c53, 0x00000c51, 0x00000c4e, 0x00000c54, 0x000200f9,
    0x00000c6c, 0x000200f8, 0x00000c58, 0x000500aa, 0x00000008, 0x00000c5a, 0x00000c46, 0x000000df,
    0x000300f7, 0x00000c62, 0x00000000, 0x000400fa, 0x00000c5a, 0x00000c5b, 0x00000c62, 0x000200f8,
    0x00000c5b, 0x000500c5, 0x0000000d, 0x00000c5d, 0x00000c43, 0x0000004f, 0x000500c4, 0x0000000d,
    0x00000c5f, 0x00000c48, 0x0000006e, 0x000500c5, 0x0000000d, 0x00000c60, 0x00000c5d, 0x00000c5f,
    0x0004007c, 0x00000006, 0x00000c61, 0x00000c60, 0x000200f9, 0x00000c6c, 0x000200f8, 0x00000c62,
    0x00050080, 0x0000000d, 0x00000c65, 0x00000c46, 0x00000105, 0x000500c4, 0x0000000d, 0x00000c66,
    0x00000c65, 0x00000098, 0x000500c5, 0x0000000d, 0x00000c67, 0x00000c43, 0x00000c66, 0x000500c4,
    0x0000000d, 0x00000c69, 0x00000c48, 0x0000006e, 0x000500c5, 0x0000000d, 0x00000c6a, 0x00000c67,
    0x00000c69, 0x0004007c, 0x00000006, 0x00000c6b, 0x00000c6a, 0x000200f9, 0x00000c6c, 0x000200f8,
    0x00000c6c, 0x000900f5, 0x00000006, 0x00001167, 0x00001166, 0x00000c56, 0x00000c61, 0x00000c5b,
    0x00000c6b, 0x00000c62, 0x000200f9, 0x00000c33, 0x000200f8, 0x00000c33, 0x000700f5, 0x00000006,
    0x00001168, 0x00001167, 0x00000c6c, 0x00000c72, 0x00000c30, 0x000200f9, 0x00000c35, 0x000200f8,
    0x00000c27, 0x0004007c, 0x00000006, 0x00000c29, 0x00001150, 0x000200f9, 0x00000c35, 0x000200f8,
    0x00000c35, 0x000700f5, 0x00000006, 0x00001169, 0x00000c29, 0x00000c27, 0x00001168, 0x00000c33,
    0x000500b4, 0x00000008, 0x000006e1, 0x00001161, 0x0000014c, 0x000300f7, 0x000006e7, 0x00000000,
    0x000400fa, 0x000006e1, 0x000006e2, 0x000006e4, 0x000200f8, 0x000006e4, 0x000300f7, 0x00000d96,
    0x00000000, 0x000300fb, 0x000000a5, 0x00000d4d, 0x000200f8, 0x00000d4d, 0x00050088, 0x00000006,
    0x00000d50, 0x00000267, 0x00001161, 0x0006000c, 0x00000006, 0x00000d52, 0x00000001, 0x00000004,
    0x00000d50, 0x0006000c, 0x00000006, 0x00000d54, 0x00000001, 0x00000004, 0x00001161, 0x000500b8,
    0x00000008, 0x00000d56, 0x00000d52, 0x0000015f, 0x000500b8, 0x00000008, 0x00000d58, 0x00000d54,
    0x0000015f, 0x000500a7, 0x00000008, 0x00000d59, 0x00000d56, 0x00000d58, 0x000500ba, 0x00000008,
    0x00000d5b, 0x00000d52, 0x00000212, 0x000500a7, 0x00000008, 0x00000d5c, 0x00000d59, 0x00000d5b,
    0x000500ba, 0x00000008, 0x00000d5e, 0x00000d54, 0x00000212, 0x000500a7, 0x00000008, 0x00000d5f,
    0x00000d5c, 0x00000d5e, 0x000400a8, 0x00000008, 0x00000d60, 0x00000d5f, 0x000300f7, 0x00000d63,
    0x00000000, 0x000400fa, 0x00000d60, 0x00000d61, 0x00000d63, 0x000200f8, 0x00000d61, 0x000200f9,
    0x00000d96, 0x000200f8, 0x00000d63, 0x00050085, 0x00000006, 0x00000d65, 0x00000d50, 0x0000021f,
    0x00050083, 0x00000006, 0x00000d69, 0x00000d65, 0x00000d50, 0x00050083, 0x00000006, 0x00000d6a,
    0x00000d65, 0x00000d69, 0x00050083, 0x00000006, 0x00000d6d, 0x00000d50, 0x00000d6a, 0x00050085,
    0x00000006, 0x00000d6f, 0x00001161, 0x0000021f, 0x00050083, 0x00000006, 0x00000d73, 0x00000d6f,
    0x00001161, 0x00050083, 0x00000006, 0x00000d74, 0x00000d6f, 0x00000d73, 0x00050083, 0x00000006,
    0x00000d77, 0x00001161, 0x00000d74, 0x00050085, 0x00000006, 0x00000d7a, 0x00000d50, 0x00001161,
    0x00050085, 0x00000006, 0x00000d7d, 0x00000d6a, 0x00000d74, 0x00050083, 0x00000006, 0x00000d7f,
    0x00000d7d, 0x00000d7a, 0x00050085, 0x00000006, 0x00000d82, 0x00000d6a, 0x00000d77, 0x00050081,
    0x00000006, 0x00000d83, 0x00000d7f, 0x00000d82, 0x00050085, 0x00000006, 0x00000d86, 0x00000d6d,
    0x00000d74, 0x00050081, 0x00000006, 0x00000d87, 0x00000d83, 0x00000d86, 0x00050085, 0x00000006,
    0x00000d8a, 0x00000d6d, 0x00000d77, 0x00050081, 0x00000006, 0x00000d8b, 0x00000d87, 0x00000d8a,
    0x00050083, 0x00000006, 0x00000d8e, 0x00000267, 0x00000d7a, 0x00050083, 0x00000006, 0x00000d90,
    0x00000d8e, 0x00000d8b, 0x00050088, 0x00000006, 0x00000d94, 0x00000d90, 0x00001161, 0x00050081,
    0x00000006, 0x00000d95, 0x00000d50, 0x00000d94, 0x000200f9, 0x00000d96, 0x000200f8, 0x00000d96,
    0x000700f5, 0x00000006, 0x0000116e, 0x00000d50, 0x00000d61, 0x00000d95, 0x00000d63, 0x000200f9,
    0x000006e7, 0x000200f8, 0x000006e2, 0x000300f7, 0x00000ca2, 0x00000000, 0x000300fb, 0x000000a5,
    0x00000c7c, 0x000200f8, 0x00000c7c, 0x000300f7, 0x00000c91, 0x00000000, 0x000400fa, 0x00000a46,
    0x00000c83, 0x00000c91, 0x000200f8, 0x00000c83, 0x000200f9, 0x00000ca2, 0x000200f8, 0x00000c91,
    0x000500aa, 0x00000008, 0x00000c99, 0x0000045f, 0x00000163, 0x000300f7, 0x00000ca0, 0x00000000,
    0x000400fa, 0x00000c99, 0x00000c9a, 0x00000c9d, 0x000200f8, 0x00000c9d, 0x000300f7, 0x00000d3b,
    0x00000000, 0x000300fb, 0x000000a5, 0x00000d19, 0x000200f8, 0x00000d19, 0x000200f9, 0x00000d3b,
    0x000200f8, 0x00000d3b, 0x000200f9, 0x00000ca0, 0x000200f8, 0x00000c9a, 0x000300f7, 0x00000d11,
    0x00000000, 0x000300fb, 0x000000a5, 0x00000cb3, 0x000200f8, 0x00000cb3, 0x000200f9, 0x00000d11,
    0x000200f8, 0x00000d11, 0x000200f9, 0x00000ca0, 0x000200f8, 0x00000ca0, 0x000700f5, 0x0000000d,
    0x00001177, 0x0000138e, 0x00000d11, 0x00001388, 0x00000d3b, 0x000200f9, 0x00000ca2, 0x000200f8,
    0x00000ca2, 0x000700f5, 0x0000000d, 0x0000117a, 0x00001386, 0x00000c83, 0x00001177, 0x00000ca0,
    0x000200f9, 0x000006e7, 0x000200f8, 0x000006e7, 0x000700f5, 0x0000000d, 0x00001276, 0x0000117a,
    0x00000ca2, 0x00001135, 0x00000d96, 0x000700f5, 0x00000006, 0x00001238, 0x00001161, 0x00000ca2,
    0x0000116e, 0x00000d96, 0x000600a9, 0x0000000d, 0x000013a6, 0x000006e1, 0x0000008c, 0x000000a5,
    0x000200f9, 0x000006f3, 0x000200f8, 0x000006f3, 0x000700f5, 0x0000000d, 0x00001286, 0x00001150,
    0x000006e7, 0x000000a5, 0x00000ed3, 0x000700f5, 0x0000000d, 0x00001275, 0x00001276, 0x000006e7,
    0x00001121, 0x00000ed3, 0x000700f5, 0x00000006, 0x00001253, 0x00001169, 0x000006e7, 0x0000014c,
    0x00000ed3, 0x000700f5, 0x00000006, 0x00001237, 0x00001238, 0x000006e7, 0x00001125, 0x00000ed3,
    0x000700f5, 0x0000000d, 0x000011e6, 0x000013a6, 0x000006e7, 0x0000139e, 0x00000ed3, 0x000200f9,
    0x000006f4, 0x000200f8, 0x000006be, 0x000300f7, 0x00000937, 0x00000000, 0x000300fb, 0x000000a5,
    0x00000911, 0x000200f8, 0x00000911, 0x000500aa, 0x00000008, 0x00000917, 0x0000045f, 0x0000008c,
    0x000300f7, 0x00000926, 0x00000000, 0x000400fa, 0x00000917, 0x00000918, 0x00000926, 0x000200f8,
    0x00000918, 0x000200f9, 0x00000937, 0x000200f8, 0x00000926, 0x000500aa, 0x00000008, 0x0000092e,
    0x0000045f, 0x00000163, 0x000300f7, 0x00000935, 0x00000000, 0x000400fa, 0x0000092e, 0x0000092f,
    0x00000932, 0x000200f8, 0x00000932, 0x000300f7, 0x000009d0, 0x00000000, 0x000300fb, 0x000000a5,
    0x000009ae, 0x000200f8, 0x000009ae, 0x000200f9, 0x000009d0, 0x000200f8, 0x000009d0, 0x000200f9,
    0x00000935, 0x000200f8, 0x0000092f, 0x000300f7, 0x000009a6, 0x00000000, 0x000300fb, 0x000000a5,
    0x00000948, 0x000200f8, 0x00000948, 0x000200f9, 0x000009a6, 0x000200f8, 0x000009a6, 0x000200f9,
    0x00000935, 0x000200f8, 0x00000935, 0x000700f5, 0x0000000d, 0x00001183, 0x0000006c, 0x000009a6,
    0x00001391, 0x000009d0, 0x000200f9, 0x00000937, 0x000200f8, 0x00000937, 0x000700f5, 0x0000000d,
    0x00001186, 0x0000138f, 0x00000918, 0x00001183, 0x00000935, 0x000200f9, 0x000006f4, 0x000200f8,
    0x000006f4, 0x000700f5, 0x0000000d, 0x00001285, 0x00001186, 0x00000937, 0x00001286, 0x000006f3,
    0x000700f5, 0x0000000d, 0x00001274, 0x00001186, 0x00000937, 0x00001275, 0x000006f3, 0x000700f5,
    0x00000006, 0x00001246, 0x0000014c, 0x00000937, 0x00001253, 0x000006f3, 0x000700f5, 0x00000006,
    0x0000122a, 0x0000014c, 0x00000937, 0x00001237, 0x000006f3, 0x000700f5, 0x0000000d, 0x000011d9,
    0x00000163, 0x00000937, 0x000011e6, 0x000006f3, 0x00050041, 0x000002d4, 0x000006f7, 0x000002e1,
    0x000010de, 0x0003003e, 0x000006f7, 0x000011d9, 0x00050041, 0x000002fb, 0x000006fa, 0x000002f9,
    0x000010de, 0x0003003e, 0x000006fa, 0x0000122a, 0x00050041, 0x000002fb, 0x000006fd, 0x00000304,
    0x000010de, 0x0003003e, 0x000006fd, 0x00001246, 0x00050041, 0x000002d4, 0x00000700, 0x000002d2,
    0x000010de, 0x0003003e, 0x00000700, 0x00001274, 0x00050041, 0x000002d4, 0x00000703, 0x000002d8,
    0x000010de, 0x0003003e, 0x00000703, 0x00001285, 0x000200f9, 0x00000704, 0x000200f8, 0x00000704,
    0x00050080, 0x0000000d, 0x00000706, 0x000010de, 0x000003c5, 0x000200f9, 0x00000689, 0x000200f8,
    0x00000707, 0x000400e0, 0x00000163, 0x00000163, 0x000003b1, 0x000200f9, 0x00000709, 0x000200f8,
    0x00000709, 0x000700f5, 0x0000000d, 0x000010df, 0x00000572, 0x00000707, 0x0000072d, 0x0000072b,
    0x000500b0, 0x00000008, 0x0000070e, 0x000010df, 0x00000634, 0x000400f6, 0x0000072e, 0x0000072b,
    0x00000000, 0x000400fa, 0x0000070e, 0x0000070f, 0x0000072e, 0x000200f8, 0x0000070f, 0x000300f7,
    0x00000725, 0x00000000, 0x000400fa, 0x000004d3, 0x00000710, 0x00000713, 0x000200f8, 0x00000713,
    0x00050084, 0x0000000d, 0x00000715, 0x00000163, 0x000010df, 0x000500b0, 0x00000008, 0x00000f25,
    0x00000715, 0x000002cb, 0x000300f7, 0x00000f2f, 0x00000000, 0x000400fa, 0x00000f25, 0x00000f26,
    0x00000f2a, 0x000200f8, 0x00000f2a, 0x00050082, 0x0000000d, 0x00000f2c, 0x00000715, 0x000002cb,
    0x00050041, 0x000002d4, 0x00000f2d, 0x000002d8, 0x00000f2c, 0x0004003d, 0x0000000d, 0x00000f2e,
    0x00000f2d, 0x000200f9, 0x00000f2f, 0x000200f8, 0x00000f26, 0x00050041, 0x000002d4, 0x00000f28,
    0x000002d2, 0x00000715, 0x0004003d, 0x0000000d, 0x00000f29, 0x00000f28, 0x000200f9, 0x00000f2f,
    0x000200f8, 0x00000f2f, 0x000700f5, 0x0000000d, 0x00001108, 0x00000f29, 0x00000f26, 0x00000f2e,
    0x00000f2a, 0x00050080, 0x0000000d, 0x00000719, 0x00000715, 0x0000008c, 0x000500b0, 0x00000008,
    0x0000071a, 0x00000719, 0x000004e8, 0x000300f7, 0x00000722, 0x00000000, 0x000400fa, 0x0000071a,
    0x0000071b, 0x00000721, 0x000200f8, 0x00000721, 0x000200f9, 0x00000722, 0x000200f8, 0x0000071b,
    0x000500b0, 0x00000008, 0x00000f35, 0x00000719, 0x000002cb, 0x000300f7, 0x00000f3f, 0x00000000,
    0x000400fa, 0x00000f35, 0x00000f36, 0x00000f3a, 0x000200f8, 0x00000f3a, 0x00050082, 0x0000000d,
    0x00000f3c, 0x00000719, 0x000002cb, 0x00050041, 0x000002d4, 0x00000f3d, 0x000002d8, 0x00000f3c,
    0x0004003d, 0x0000000d, 0x00000f3e, 0x00000f3d, 0x000200f9, 0x00000f3f, 0x000200f8, 0x00000f36,
    0x00050041, 0x000002d4, 0x00000f38, 0x000002d2, 0x00000719, 0x0004003d, 0x0000000d, 0x00000f39,
    0x00000f38, 0x000200f9, 0x00000f3f, 0x000200f8, 0x00000f3f, 0x000700f5, 0x0000000d, 0x0000110a,
    0x00000f39, 0x00000f36, 0x00000f3e, 0x00000f3a, 0x000500c4, 0x0000000d, 0x00000720, 0x0000110a,
    0x0000005a, 0x000200f9, 0x00000722, 0x000200f8, 0x00000722, 0x000700f5, 0x0000000d, 0x0000110b,
    0x00000720, 0x00000f3f, 0x000000a5, 0x00000721, 0x000500c5, 0x0000000d, 0x00000724, 0x00001108,
    0x0000110b, 0x000200f9, 0x00000725, 0x000200f8, 0x00000710, 0x000500b0, 0x00000008, 0x00000f15,
    0x000010df, 0x000002cb, 0x000300f7, 0x00000f1f, 0x00000000, 0x000400fa, 0x00000f15, 0x00000f16,
    0x00000f1a, 0x000200f8, 0x00000f1a, 0x00050082, 0x0000000d, 0x00000f1c, 0x000010df, 0x000002cb,
    0x00050041, 0x000002d4, 0x00000f1d, 0x000002d8, 0x00000f1c, 0x0004003d, 0x0000000d, 0x00000f1e,
    0x00000f1d, 0x000200f9, 0x00000f1f, 0x000200f8, 0x00000f16, 0x00050041, 0x000002d4, 0x00000f18,
    0x000002d2, 0x000010df, 0x0004003d, 0x0000000d, 0x00000f19, 0x00000f18, 0x000200f9, 0x00000f1f,
    0x000200f8, 0x00000f1f, 0x000700f5, 0x0000000d, 0x0000110c, 0x00000f19, 0x00000f16, 0x00000f1e,
    0x00000f1a, 0x000200f9, 0x00000725, 0x000200f8, 0x00000725, 0x000700f5, 0x0000000d, 0x00001111,
    0x0000110c, 0x00000f1f, 0x00000724, 0x00000722, 0x00050080, 0x0000000d, 0x00000728, 0x00000636,
    0x000010df, 0x00060041, 0x0000029f, 0x0000072a, 0x000004f9, 0x00000295, 0x00000728, 0x0003003e,
    0x0000072a, 0x00001111, 0x000200f9, 0x0000072b, 0x000200f8, 0x0000072b, 0x00050080, 0x0000000d,
    0x0000072d, 0x000010df, 0x000003c5, 0x000200f9, 0x00000709, 0x000200f8, 0x0000072e, 0x000200f9,
    0x00000730, 0x000200f8, 0x00000730, 0x000700f5, 0x0000000d, 0x000010e0, 0x00000572, 0x0000072e,
    0x00000757, 0x00000755, 0x000500b0, 0x00000008, 0x00000735, 0x000010e0, 0x0000062d, 0x000400f6,
    0x00000758, 0x00000755, 0x00000000, 0x000400fa, 0x00000735, 0x00000736, 0x00000758, 0x000200f8,
    0x00000736, 0x00050084, 0x0000000d, 0x00000738, 0x000010e0, 0x0000050e, 0x00050086, 0x0000000d,
    0x0000073a, 0x00000738, 0x000002ca, 0x000200f9, 0x0000073b, 0x000200f8, 0x0000073b, 0x000700f5,
    0x0000000d, 0x000010e3, 0x000000a5, 0x00000736, 0x0000074b, 0x0000074c, 0x000700f5, 0x0000000d,
    0x000010e1, 0x000000a5, 0x00000736, 0x0000074e, 0x0000074c, 0x000500b0, 0x00000008, 0x0000073e,
    0x000010e1, 0x0000050e, 0x000400f6, 0x0000074f, 0x0000074c, 0x00000000, 0x000400fa, 0x0000073e,
    0x0000073f, 0x0000074f, 0x000200f8, 0x0000073f, 0x00050080, 0x0000000d, 0x00000742, 0x00000738,
    0x000010e1, 0x00050041, 0x000002fb, 0x00000743, 0x000003bd, 0x00000742, 0x0004003d, 0x00000006,
    0x00000744, 0x00000743, 0x000300f7, 0x00000f90, 0x00000000, 0x000300fb, 0x000000a5, 0x00000f52,
    0x000200f8, 0x00000f52, 0x00050041, 0x000002d4, 0x00000f54, 0x000002e1, 0x0000073a, 0x0004003d,
    0x0000000d, 0x00000f55, 0x00000f54, 0x000500aa, 0x00000008, 0x00000f57, 0x00000f55, 0x00000163,
    0x000300f7, 0x00000f59, 0x00000000, 0x000400fa, 0x00000f57, 0x00000f58, 0x00000f59, 0x000200f8,
    0x00000f58, 0x000200f9, 0x00000f90, 0x000200f8, 0x00000f59, 0x000500aa, 0x00000008, 0x00000f5b,
    0x00000f55, 0x0000008c, 0x000300f7, 0x00000f5d, 0x00000000, 0x000400fa, 0x00000f5b, 0x00000f5c,
    0x00000f5d, 0x000200f8, 0x00000f5c, 0x000200f9, 0x00000f90, 0x000200f8, 0x00000f5d, 0x00050041,
    0x000002fb, 0x00000f5f, 0x000002f9, 0x0000073a, 0x0004003d, 0x00000006, 0x00000f60, 0x00000f5f,
    0x000500aa, 0x00000008, 0x00000f95, 0x000002e9, 0x00000277, 0x000500aa, 0x00000008, 0x00000f97,
    0x000002e9, 0x0000027a, 0x000500a6, 0x00000008, 0x00000f98, 0x00000f95, 0x00000f97, 0x000500aa,
    0x00000008, 0x00000f9a, 0x000002e9, 0x0000027e, 0x000500a6, 0x00000008, 0x00000f9b, 0x00000f98,
    0x00000f9a, 0x000300f7, 0x00000f7b, 0x00000000, 0x000400fa, 0x00000f9b, 0x00000f62, 0x00000f7b,
    0x000200f8, 0x00000f62, 0x00050041, 0x000002fb, 0x00000f65, 0x00000304, 0x0000073a, 0x0004003d,
    0x00000006, 0x00000f66, 0x00000f65, 0x00050083, 0x00000006, 0x00000f67, 0x00000744, 0x00000f66,
    0x0008000c, 0x00000006, 0x00000f6a, 0x00000001, 0x00000032, 0x00000f67, 0x00000f60, 0x000001d0,
    0x0006000c, 0x00000006, 0x00000f6b, 0x00000001, 0x00000008, 0x00000f6a, 0x000500be, 0x00000008,
    0x00000f6d, 0x00000f6b, 0x0000014c, 0x000300f7, 0x00000f79, 0x00000000, 0x000400fa, 0x00000f6d,
    0x00000f6e, 0x00000f78, 0x000200f8, 0x00000f78, 0x000200f9, 0x00000f79, 0x000200f8, 0x00000f6e,
    0x00040070, 0x00000006, 0x00000f70, 0x00000320, 0x000500ba, 0x00000008, 0x00000f71, 0x00000f6b,
    0x00000f70, 0x000300f7, 0x00000f76, 0x00000000, 0x000400fa, 0x00000f71, 0x00000f72, 0x00000f73,
    0x000200f8, 0x00000f73, 0x0004006d, 0x0000000d, 0x00000f75, 0x00000f6b, 0x000200f9, 0x00000f76,
    0x000200f8, 0x00000f72, 0x000200f9, 0x00000f76, 0x000200f8, 0x00000f76, 0x000700f5, 0x0000000d,
    0x000010ed, 0x00000320, 0x00000f72, 0x00000f75, 0x00000f73, 0x000200f9, 0x00000f79, 0x000200f8,
    0x00000f79, 0x000700f5, 0x0000000d, 0x000010ee, 0x000010ed, 0x00000f76, 0x000000a5, 0x00000f78,
    0x000200f9, 0x00000f90, 0x000200f8, 0x00000f7b, 0x000300f7, 0x00000f85, 0x00000000, 0x000400fa,
    0x0000032d, 0x00000f7c, 0x00000f85, 0x000200f8, 0x00000f7c, 0x000300f7, 0x00000ff5, 0x00000000,
    0x000300fb, 0x000000a5, 0x00000fac, 0x000200f8, 0x00000fac, 0x00050088, 0x00000006, 0x00000faf,
    0x00000744, 0x00000f60, 0x0006000c, 0x00000006, 0x00000fb1, 0x00000001, 0x00000004, 0x00000faf,
    0x0006000c, 0x00000006, 0x00000fb3, 0x00000001, 0x00000004, 0x00000f60, 0x000500b8, 0x00000008,
    0x00000fb5, 0x00000fb1, 0x0000015f, 0x000500b8, 0x00000008, 0x00000fb7, 0x00000fb3, 0x0000015f,
    0x000500a7, 0x00000008, 0x00000fb8, 0x00000fb5, 0x00000fb7, 0x000500ba, 0x00000008, 0x00000fba,
    0x00000fb1, 0x00000212, 0x000500a7, 0x00000008, 0x00000fbb, 0x00000fb8, 0x00000fba, 0x000500ba,
    0x00000008, 0x00000fbd, 0x00000fb3, 0x00000212, 0x000500a7, 0x00000008, 0x00000fbe, 0x00000fbb,
    0x00000fbd, 0x000400a8, 0x00000008, 0x00000fbf, 0x00000fbe, 0x000300f7, 0x00000fc2, 0x00000000,
    0x000400fa, 0x00000fbf, 0x00000fc0, 0x00000fc2, 0x000200f8, 0x00000fc0, 0x000200f9, 0x00000ff5,
    0x000200f8, 0x00000fc2, 0x00050085, 0x00000006, 0x00000fc4, 0x00000faf, 0x0000021f, 0x00050083,
    0x00000006, 0x00000fc8, 0x00000fc4, 0x00000faf, 0x00050083, 0x00000006, 0x00000fc9, 0x00000fc4,
    0x00000fc8, 0x00050083, 0x00000006, 0x00000fcc, 0x00000faf, 0x00000fc9, 0x00050085, 0x00000006,
    0x00000fce, 0x00000f60, 0x0000021f, 0x00050083, 0x00000006, 0x00000fd2, 0x00000fce, 0x00000f60,
    0x00050083, 0x00000006, 0x00000fd3, 0x00000fce, 0x00000fd2, 0x00050083, 0x00000006, 0x00000fd6,
    0x00000f60, 0x00000fd3, 0x00050085, 0x00000006, 0x00000fd9, 0x00000faf, 0x00000f60, 0x00050085,
    0x00000006, 0x00000fdc, 0x00000fc9, 0x00000fd3, 0x00050083, 0x00000006, 0x00000fde, 0x00000fdc,
    0x00000fd9, 0x00050085, 0x00000006, 0x00000fe1, 0x00000fc9, 0x00000fd6, 0x00050081, 0x00000006,
    0x00000fe2, 0x00000fde, 0x00000fe1, 0x00050085, 0x00000006, 0x00000fe5, 0x00000fcc, 0x00000fd3,
    0x00050081, 0x00000006, 0x00000fe6, 0x00000fe2, 0x00000fe5, 0x00050085, 0x00000006, 0x00000fe9,
    0x00000fcc, 0x00000fd6, 0x00050081, 0x00000006, 0x00000fea, 0x00000fe6, 0x00000fe9, 0x00050083,
    0x00000006, 0x00000fed, 0x00000744, 0x00000fd9, 0x00050083, 0x00000006, 0x00000fef, 0x00000fed,
    0x00000fea, 0x00050088, 0x00000006, 0x00000ff3, 0x00000fef, 0x00000f60, 0x00050081, 0x00000006,
    0x00000ff4, 0x00000faf, 0x00000ff3, 0x000200f9, 0x00000ff5, 0x000200f8, 0x00000ff5, 0x000700f5,
    0x00000006, 0x000010ea, 0x00000faf, 0x00000fc0, 0x00000ff4, 0x00000fc2, 0x0006000c, 0x00000006,
    0x00000ffd, 0x00000001, 0x00000004, 0x000010ea, 0x0006000c, 0x00000006, 0x00000fff, 0x00000001,
    0x00000008, 0x00000ffd, 0x00050083, 0x00000006, 0x00001002, 0x00000ffd, 0x00000fff, 0x000500be,
    0x00000008, 0x00001003, 0x00001002, 0x000001d0, 0x000300f7, 0x00001007, 0x00000000, 0x000400fa,
    0x00001003, 0x00001004, 0x00001007, 0x000200f8, 0x00001004, 0x00050081, 0x00000006, 0x00001006,
    0x00000fff, 0x00000267, 0x000200f9, 0x00001007, 0x000200f8, 0x00001007, 0x000700f5, 0x00000006,
    0x000010eb, 0x00000fff, 0x00000ff5, 0x00001006, 0x00001004, 0x000500b8, 0x00000008, 0x00001009,
    0x000010ea, 0x0000014c, 0x000300f7, 0x0000100f, 0x00000000, 0x000400fa, 0x00001009, 0x0000100a,
    0x0000100d, 0x000200f8, 0x0000100d, 0x000200f9, 0x0000100f, 0x000200f8, 0x0000100a, 0x0004007f,
    0x00000006, 0x0000100c, 0x000010eb, 0x000200f9, 0x0000100f, 0x000200f8, 0x0000100f, 0x000700f5,
    0x00000006, 0x000010ec, 0x0000100c, 0x0000100a, 0x000010eb, 0x0000100d, 0x0008000c, 0x00000006,
    0x00000f81, 0x00000001, 0x0000002b, 0x000010ec, 0x00000337, 0x00000338, 0x0004006e, 0x00000059,
    0x00000f82, 0x00000f81, 0x0004007c, 0x0000000d, 0x00000f83, 0x00000f82, 0x000500c7, 0x0000000d,
    0x00000f84, 0x00000f83, 0x0000033c, 0x000200f9, 0x00000f90, 0x000200f8, 0x00000f85, 0x0006000c,
    0x00000006, 0x00000f87, 0x00000001, 0x00000004, 0x00000744, 0x000300f7, 0x0000106a, 0x00000000,
    0x000300fb, 0x000000a5, 0x00001021, 0x000200f8, 0x00001021, 0x00050088, 0x00000006, 0x00001024,
    0x00000f87, 0x00000f60, 0x0006000c, 0x00000006, 0x00001026, 0x00000001, 0x00000004, 0x00001024,
    0x0006000c, 0x00000006, 0x00001028, 0x00000001, 0x00000004, 0x00000f60, 0x000500b8, 0x00000008,
    0x0000102a, 0x00001026, 0x0000015f, 0x000500b8, 0x00000008, 0x0000102c, 0x00001028, 0x0000015f,
    0x000500a7, 0x00000008, 0x0000102d, 0x0000102a, 0x0000102c, 0x000500ba, 0x00000008, 0x0000102f,
    0x00001026, 0x00000212, 0x000500a7, 0x00000008, 0x00001030, 0x0000102d, 0x0000102f, 0x000500ba,
    0x00000008, 0x00001032, 0x00001028, 0x00000212, 0x000500a7, 0x00000008, 0x00001033, 0x00001030,
    0x00001032, 0x000400a8, 0x00000008, 0x00001034, 0x00001033, 0x000300f7, 0x00001037, 0x00000000,
    0x000400fa, 0x00001034, 0x00001035, 0x00001037, 0x000200f8, 0x00001035, 0x000200f9, 0x0000106a,
    0x000200f8, 0x00001037, 0x00050085, 0x00000006, 0x00001039, 0x00001024, 0x0000021f, 0x00050083,
    0x00000006, 0x0000103d, 0x00001039, 0x00001024, 0x00050083, 0x00000006, 0x0000103e, 0x00001039,
    0x0000103d, 0x00050083, 0x00000006, 0x00001041, 0x00001024, 0x0000103e, 0x00050085, 0x00000006,
    0x00001043, 0x00000f60, 0x0000021f, 0x00050083, 0x00000006, 0x00001047, 0x00001043, 0x00000f60,
    0x00050083, 0x00000006, 0x00001048, 0x00001043, 0x00001047, 0x00050083, 0x00000006, 0x0000104b,
    0x00000f60, 0x00001048, 0x00050085, 0x00000006, 0x0000104e, 0x00001024, 0x00000f60, 0x00050085,
    0x00000006, 0x00001051, 0x0000103e, 0x00001048, 0x00050083, 0x00000006, 0x00001053, 0x00001051,
    0x0000104e, 0x00050085, 0x00000006, 0x00001056, 0x0000103e, 0x0000104b, 0x00050081, 0x00000006,
    0x00001057, 0x00001053, 0x00001056, 0x00050085, 0x00000006, 0x0000105a, 0x00001041, 0x00001048,
    0x00050081, 0x00000006, 0x0000105b, 0x00001057, 0x0000105a, 0x00050085, 0x00000006, 0x0000105e,
    0x00001041, 0x0000104b, 0x00050081, 0x00000006, 0x0000105f, 0x0000105b, 0x0000105e, 0x00050083,
    0x00000006, 0x00001062, 0x00000f87, 0x0000104e, 0x00050083, 0x00000006, 0x00001064, 0x00001062,
    0x0000105f, 0x00050088, 0x00000006, 0x00001068, 0x00001064, 0x00000f60, 0x00050081, 0x00000006,
    0x00001069, 0x00001024, 0x00001068, 0x000200f9, 0x0000106a, 0x000200f8, 0x0000106a, 0x000700f5,
    0x00000006, 0x000010e4, 0x00001024, 0x00001035, 0x00001069, 0x00001037, 0x000300f7, 0x000010d9,
    0x00000000, 0x000300fb, 0x000000a5, 0x0000107c, 0x000200f8, 0x0000107c, 0x000600a9, 0x0000000d,
    0x0000107e, 0x00000345, 0x00000163, 0x0000018c, 0x000600a9, 0x0000000d, 0x00001080, 0x00000345,
    0x00000190, 0x00000191, 0x000600a9, 0x0000000d, 0x00001082, 0x00000345, 0x00000195, 0x0000009b,
    0x0004007c, 0x0000000d, 0x00001084, 0x000010e4, 0x000500c2, 0x0000000d, 0x00001086, 0x00001084,
    0x0000019c, 0x000500c7, 0x0000000d, 0x00001087, 0x00001086, 0x0000019e, 0x000500c7, 0x0000000d,
    0x00001089, 0x00001084, 0x00000060, 0x000500ac, 0x00000008, 0x0000108b, 0x00001089, 0x0000004f,
    0x000300f7, 0x0000108f, 0x00000000, 0x000400fa, 0x0000108b, 0x0000108c, 0x0000108f, 0x000200f8,
    0x0000108c, 0x000500c5, 0x0000000d, 0x0000108e, 0x00001087, 0x000001a8, 0x000200f9, 0x000010d9,
    0x000200f8, 0x0000108f, 0x000500aa, 0x00000008, 0x00001091, 0x00001089, 0x0000004f, 0x000300f7,
    0x00001097, 0x00000000, 0x000400fa, 0x00001091, 0x00001092, 0x00001097, 0x000200f8, 0x00001092,
    0x000600a9, 0x0000000d, 0x00001095, 0x00000345, 0x000001b1, 0x000001a8, 0x000500c5, 0x0000000d,
    0x00001096, 0x00001087, 0x00001095, 0x000200f9, 0x000010d9, 0x000200f8, 0x00001097, 0x00050082,
    0x0000000d, 0x0000109a, 0x000001a8, 0x00001080, 0x00050082, 0x0000000d, 0x0000109b, 0x0000019e,
    0x00001080, 0x000500c4, 0x0000000d, 0x0000109c, 0x0000109b, 0x00000098, 0x000500b0, 0x00000008,
    0x0000109d, 0x00001089, 0x0000109c, 0x000300f7, 0x000010d3, 0x00000000, 0x000400fa, 0x0000109d,
    0x0000109e, 0x000010bd, 0x000200f8, 0x000010bd, 0x00050082, 0x0000000d, 0x000010bf, 0x000001e4,
    0x0000107e, 0x00050082, 0x0000000d, 0x000010c2, 0x0000137d, 0x0000107e, 0x000500c4, 0x0000000d,
    0x000010c3, 0x0000008c, 0x000010c2, 0x00050082, 0x0000000d, 0x000010c4, 0x000010c3, 0x0000008c,
    0x00050080, 0x0000000d, 0x000010c5, 0x00001089, 0x000010c4, 0x000500c2, 0x0000000d, 0x000010c8,
    0x00001089, 0x000010bf, 0x000500c7, 0x0000000d, 0x000010c9, 0x000010c8, 0x0000008c, 0x00050080,
    0x0000000d, 0x000010ca, 0x000010c5, 0x000010c9, 0x000500c2, 0x0000000d, 0x000010cc, 0x000010ca,
    0x000010bf, 0x000500c4, 0x0000000d, 0x000010d1, 0x0000109a, 0x0000107e, 0x00050082, 0x0000000d,
    0x000010d2, 0x000010cc, 0x000010d1, 0x000200f9, 0x000010d3, 0x000200f8, 0x0000109e, 0x0004007c,
    0x00000006, 0x000010a0, 0x00001089, 0x000600a9, 0x00000006, 0x000010a2, 0x00000345, 0x000001c1,
    0x000001c2, 0x00050085, 0x00000006, 0x000010a3, 0x000010a0, 0x000010a2, 0x0006000c, 0x00000006,
    0x000010a5, 0x00000001, 0x00000008, 0x000010a3, 0x0004007f, 0x00000006, 0x0000137e, 0x000010a5,
    0x0008000c, 0x00000006, 0x000010a8, 0x00000001, 0x00000032, 0x000010a0, 0x000010a2, 0x0000137e,
    0x0004006d, 0x0000000d, 0x000010aa, 0x000010a5, 0x000500ba, 0x00000008, 0x000010ac, 0x000010a8,
    0x000001d0, 0x000400a8, 0x00000008, 0x000010ad, 0x000010ac, 0x000300f7, 0x000010b7, 0x00000000,
    0x000400fa, 0x000010ad, 0x000010ae, 0x000010b7, 0x000200f8, 0x000010ae, 0x000500b4, 0x00000008,
    0x000010b0, 0x000010a8, 0x000001d0, 0x000300f7, 0x000010b5, 0x00000000, 0x000400fa, 0x000010b0,
    0x000010b1, 0x000010b5, 0x000200f8, 0x000010b1, 0x000500c7, 0x0000000d, 0x000010b3, 0x000010aa,
    0x0000008c, 0x000500ab, 0x00000008, 0x000010b4, 0x000010b3, 0x000000a5, 0x000200f9, 0x000010b5,
    0x000200f8, 0x000010b5, 0x000700f5, 0x00000008, 0x000010b6, 0x000010b0, 0x000010ae, 0x000010b4,
    0x000010b1, 0x000200f9, 0x000010b7, 0x000200f8, 0x000010b7, 0x000700f5, 0x00000008, 0x000010b8,
    0x000010ac, 0x0000109e, 0x000010b6, 0x000010b5, 0x000300f7, 0x000010bc, 0x00000000, 0x000400fa,
    0x000010b8, 0x000010b9, 0x000010bc, 0x000200f8, 0x000010b9, 0x00050080, 0x0000000d, 0x000010bb,
    0x000010aa, 0x000000d0, 0x000200f9, 0x000010bc, 0x000200f8, 0x000010bc, 0x000700f5, 0x0000000d,
    0x000010e8, 0x000010aa, 0x000010b7, 0x000010bb, 0x000010b9, 0x000200f9, 0x000010d3, 0x000200f8,
    0x000010d3, 0x000700f5, 0x0000000d, 0x000010e7, 0x000010e8, 0x000010bc, 0x000010d2, 0x000010bd,
    0x0007000c, 0x0000000d, 0x000010d7, 0x00000001, 0x00000026, 0x000010e7, 0x00001082, 0x000500c5,
    0x0000000d, 0x000010d8, 0x00001087, 0x000010d7, 0x000200f9, 0x000010d9, 0x000200f8, 0x000010d9,
    0x000900f5, 0x0000000d, 0x000010e9, 0x0000108e, 0x0000108c, 0x00001096, 0x00001092, 0x000010d8,
    0x000010d3, 0x0004007c, 0x0000000d, 0x00000f8c, 0x00000744, 0x000500c2, 0x0000000d, 0x00000f8d,
    0x00000f8c, 0x0000019c, 0x000500c7, 0x0000000d, 0x00000f8e, 0x00000f8d, 0x0000019e, 0x000500c5,
    0x0000000d, 0x00000f8f, 0x000010e9, 0x00000f8e, 0x000200f9, 0x00000f90, 0x000200f8, 0x00000f90,
    0x000d00f5, 0x0000000d, 0x000010ef, 0x000002ef, 0x00000f58, 0x000000a5, 0x00000f5c, 0x000010ee,
    0x00000f79, 0x00000f84, 0x0000100f, 0x00000f8f, 0x000010d9, 0x00050084, 0x0000000d, 0x00000748,
    0x000010e1, 0x0000031e, 0x000500c4, 0x0000000d, 0x00000749, 0x000010ef, 0x00000748, 0x000500c5,
    0x0000000d, 0x0000074b, 0x000010e3, 0x00000749, 0x000200f9, 0x0000074c, 0x000200f8, 0x0000074c,
    0x00050080, 0x0000000d, 0x0000074e, 0x000010e1, 0x000000d0, 0x000200f9, 0x0000073b, 0x000200f8,
    0x0000074f, 0x00050080, 0x0000000d, 0x00000752, 0x0000062f, 0x000010e0, 0x00060041, 0x0000029f,
    0x00000754, 0x000003dd, 0x00000295, 0x00000752, 0x0003003e, 0x00000754, 0x000010e3, 0x000200f9,
    0x00000755, 0x000200f8, 0x00000755, 0x00050080, 0x0000000d, 0x00000757, 0x000010e0, 0x000003c5,
    0x000200f9, 0x00000730, 0x000200f8, 0x00000758, 0x000200f9, 0x00000759, 0x000200f8, 0x00000759,
    0x000200f9, 0x00000563, 0x000200f8, 0x00000563, 0x00050080, 0x0000000d, 0x00000575, 0x000010db,
    0x000000d0, 0x000200f9, 0x00000560, 0x000200f8, 0x00000562, 0x000200f9, 0x00000578, 0x000200f8,
    0x00000578, 0x000100fd, 0x00010038,
};
static const uint32_t kvq__spv_cache_read[4193] = {
    0x07230203, 0x00010300, 0x000d000b, 0x00000848, 0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0008000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x00000336, 0x0000033a, 0x0000036d,
    0x00060010, 0x00000004, 0x00000011, 0x00000001, 0x00000001, 0x00000001, 0x00040047, 0x000001ad,
    0x00000001, 0x00000002, 0x00040047, 0x000001bd, 0x00000001, 0x00000003, 0x00040047, 0x000001c2,
    0x00000006, 0x00000004, 0x00040048, 0x000001c3, 0x00000000, 0x00000018, 0x00050048, 0x000001c3,
    0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000001c3, 0x00000002, 0x00040047, 0x000001c5,
    0x00000022, 0x00000000, 0x00040047, 0x000001c5, 0x00000021, 0x00000003, 0x00050048, 0x000001e4,
    0x00000000, 0x00000023, 0x00000000, 0x00050048, 0x000001e4, 0x00000001, 0x00000023, 0x00000004,
    0x00050048, 0x000001e4, 0x00000002, 0x00000023, 0x00000008, 0x00050048, 0x000001e4, 0x00000003,
    0x00000023, 0x0000000c, 0x00050048, 0x000001e4, 0x00000004, 0x00000023, 0x00000010, 0x00050048,
    0x000001e4, 0x00000005, 0x00000023, 0x00000014, 0x00050048, 0x000001e4, 0x00000006, 0x00000023,
    0x00000018, 0x00050048, 0x000001e4, 0x00000007, 0x00000023, 0x0000001c, 0x00050048, 0x000001e4,
    0x00000008, 0x00000023, 0x00000020, 0x00050048, 0x000001e4, 0x00000009, 0x00000023, 0x00000024,
    0x00050048, 0x000001e4, 0x0000000a, 0x00000023, 0x00000028, 0x00050048, 0x000001e4, 0x0000000b,
    0x00000023, 0x0000002c, 0x00050048, 0x000001e4, 0x0000000c, 0x00000023, 0x00000030, 0x00050048,
    0x000001e4, 0x0000000d, 0x00000023, 0x00000034, 0x00030047, 0x000001e4, 0x00000002, 0x00040047,
    0x000001f9, 0x00000006, 0x00000004, 0x00040048, 0x000001fa, 0x00000000, 0x00000018, 0x00050048,
    0x000001fa, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x000001fa, 0x00000002, 0x00040047,
    0x000001fc, 0x00000022, 0x00000000, 0x00040047, 0x000001fc, 0x00000021, 0x00000001, 0x00040047,
    0x00000249, 0x00000001, 0x00000004, 0x00040047, 0x00000258, 0x00000001, 0x00000001, 0x00040047,
    0x0000026e, 0x00000001, 0x00000005, 0x00040047, 0x00000299, 0x00000006, 0x00000004, 0x00040048,
    0x0000029a, 0x00000000, 0x00000018, 0x00050048, 0x0000029a, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x0000029a, 0x00000002, 0x00040047, 0x0000029c, 0x00000022, 0x00000000, 0x00040047,
    0x0000029c, 0x00000021, 0x00000002, 0x00040047, 0x00000301, 0x00000006, 0x00000004, 0x00040048,
    0x00000302, 0x00000000, 0x00000019, 0x00050048, 0x00000302, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000302, 0x00000002, 0x00040047, 0x00000304, 0x00000022, 0x00000000, 0x00040047,
    0x00000304, 0x00000021, 0x00000000, 0x00040047, 0x00000330, 0x00000001, 0x00000000, 0x00040047,
    0x00000336, 0x0000000b, 0x0000001a, 0x00040047, 0x0000033a, 0x0000000b, 0x00000018, 0x00040047,
    0x0000034f, 0x00000006, 0x00000004, 0x00040048, 0x00000350, 0x00000000, 0x00000018, 0x00050048,
    0x00000350, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x00000350, 0x00000002, 0x00040047,
    0x00000352, 0x00000022, 0x00000000, 0x00040047, 0x00000352, 0x00000021, 0x00000004, 0x00040047,
    0x0000036d, 0x0000000b, 0x0000001b, 0x00040047, 0x00000376, 0x00000001, 0x00000000, 0x00040047,
    0x00000377, 0x0000000b, 0x00000019, 0x00020013, 0x00000002, 0x00030021, 0x00000003, 0x00000002,
    0x00030016, 0x00000006, 0x00000020, 0x00040020, 0x00000007, 0x00000007, 0x00000006, 0x00040015,
    0x00000008, 0x00000020, 0x00000000, 0x00020014, 0x0000001d, 0x00040015, 0x0000003c, 0x00000020,
    0x00000001, 0x0004002b, 0x0000003c, 0x0000003d, 0x00000010, 0x0004002b, 0x00000008, 0x0000003f,
    0x00008000, 0x0004002b, 0x00000008, 0x00000043, 0x7fffffff, 0x0004002b, 0x00000008, 0x00000046,
    0x7f800000, 0x0004002b, 0x00000008, 0x00000050, 0x00007e00, 0x0004002b, 0x0000003c, 0x00000052,
    0x0000000d, 0x0004002b, 0x00000008, 0x00000054, 0x000003ff, 0x0004002b, 0x00000008, 0x00000058,
    0x00007c00, 0x0004002b, 0x00000008, 0x0000005d, 0x477ff000, 0x0004002b, 0x00000008, 0x00000062,
    0x00007bff, 0x0004002b, 0x00000008, 0x00000066, 0x38800000, 0x0004002b, 0x00000008, 0x0000006c,
    0x00000fff, 0x0004002b, 0x00000008, 0x00000070, 0x00000001, 0x0004002b, 0x00000008, 0x00000076,
    0x0001c000, 0x0004002b, 0x0000003c, 0x0000007c, 0x00000017, 0x0004002b, 0x00000008, 0x0000007f,
    0x0000007e, 0x0004002b, 0x00000008, 0x00000084, 0x007fffff, 0x0004002b, 0x00000008, 0x00000086,
    0x00800000, 0x0004002b, 0x00000008, 0x00000089, 0x00000000, 0x0004002b, 0x00000008, 0x0000008c,
    0x00000018, 0x0004002b, 0x0000003c, 0x000000b4, 0x00000001, 0x0004002b, 0x0000003c, 0x000000c1,
    0x0000000a, 0x0004002b, 0x00000008, 0x000000c3, 0x0000001f, 0x0004002b, 0x00000006, 0x000000cf,
    0x33800000, 0x0004002b, 0x00000008, 0x000000e9, 0x00000070, 0x0004002b, 0x00000008, 0x000000fd,
    0x00000040, 0x0004002b, 0x00000008, 0x0000010a, 0x00007fff, 0x0004002b, 0x00000008, 0x00000113,
    0x00007f80, 0x0004002b, 0x00000008, 0x00000119, 0x00007f7f, 0x0004002b, 0x00000008, 0x0000012c,
    0x00000002, 0x0004002b, 0x00000008, 0x0000013e, 0x00000003, 0x0004002b, 0x00000008, 0x00000142,
    0x0000000f, 0x0004002b, 0x00000008, 0x00000143, 0x00000007, 0x0004002b, 0x00000008, 0x00000147,
    0x0000007f, 0x0004002b, 0x00000008, 0x0000015b, 0x7fc00000, 0x0004002b, 0x00000008, 0x00000165,
    0x00000080, 0x0004002b, 0x00000008, 0x00000168, 0x80000000, 0x0004002b, 0x00000006, 0x00000178,
    0x37800000, 0x0004002b, 0x00000006, 0x00000179, 0x3b000000, 0x0004002b, 0x00000008, 0x00000183,
    0x00000017, 0x0004002b, 0x00000008, 0x00000197, 0x00000004, 0x0004002b, 0x00000008, 0x0000019a,
    0x00000005, 0x0004002b, 0x00000008, 0x0000019e, 0x00000006, 0x00040032, 0x00000008, 0x000001ad,
    0x00000010, 0x00060034, 0x0000001d, 0x000001ae, 0x000000aa, 0x000001ad, 0x0000012c, 0x00040032,
    0x00000008, 0x000001bd, 0x00000010, 0x00060034, 0x0000001d, 0x000001be, 0x000000aa, 0x000001bd,
    0x00000070, 0x0003001d, 0x000001c2, 0x00000008, 0x0003001e, 0x000001c3, 0x000001c2, 0x00040020,
    0x000001c4, 0x0000000c, 0x000001c3, 0x0004003b, 0x000001c4, 0x000001c5, 0x0000000c, 0x0004002b,
    0x0000003c, 0x000001c6, 0x00000000, 0x00040020, 0x000001ca, 0x0000000c, 0x00000008, 0x0004002b,
    0x00000008, 0x000001d6, 0x00000010, 0x0004002b, 0x00000008, 0x000001d9, 0x0000ffff, 0x0010001e,
    0x000001e4, 0x00000008, 0x00000008, 0x00000008, 0x00000008, 0x00000008, 0x00000008, 0x00000008,
    0x00000008, 0x00000008, 0x00000008, 0x00000008, 0x00000008, 0x00000008, 0x00000008, 0x00040020,
    0x000001e5, 0x00000009, 0x000001e4, 0x0004003b, 0x000001e5, 0x000001e6, 0x00000009, 0x00040020,
    0x000001e7, 0x00000009, 0x00000008, 0x0004002b, 0x0000003c, 0x000001f2, 0x00000003, 0x0003001d,
    0x000001f9, 0x0000003c, 0x0003001e, 0x000001fa, 0x000001f9, 0x00040020, 0x000001fb, 0x0000000c,
    0x000001fa, 0x0004003b, 0x000001fb, 0x000001fc, 0x0000000c, 0x0004002b, 0x0000003c, 0x000001fd,
    0x00000009, 0x00040020, 0x00000202, 0x0000000c, 0x0000003c, 0x0004002b, 0x0000003c, 0x00000206,
    0x00000002, 0x0004002b, 0x0000003c, 0x00000214, 0x00000004, 0x0004002b, 0x0000003c, 0x0000021f,
    0x00000005, 0x0004002b, 0x0000003c, 0x00000235, 0x00000006, 0x0004002b, 0x0000003c, 0x0000023b,
    0x0000000b, 0x0004002b, 0x0000003c, 0x0000023f, 0x00000007, 0x0004002b, 0x0000003c, 0x00000245,
    0x00000008, 0x00040032, 0x00000008, 0x00000249, 0x00000010, 0x00060034, 0x0000001d, 0x0000024a,
    0x000000aa, 0x000001ad, 0x00000070, 0x00070034, 0x00000008, 0x0000024b, 0x000000a9, 0x0000024a,
    0x00000070, 0x0000012c, 0x00060034, 0x00000008, 0x0000024c, 0x00000086, 0x00000249, 0x0000024b,
    0x0004002b, 0x00000008, 0x00000257, 0x00000020, 0x00040032, 0x00000008, 0x00000258, 0x00000010,
    0x00060034, 0x0000001d, 0x00000259, 0x000000aa, 0x00000258, 0x00000070, 0x00060034, 0x0000001d,
    0x0000025a, 0x000000aa, 0x00000258, 0x0000012c, 0x00060034, 0x0000001d, 0x0000025b, 0x000000aa,
    0x00000258, 0x0000013e, 0x00060034, 0x0000001d, 0x0000025c, 0x000000a6, 0x0000025a, 0x0000025b,
    0x00060034, 0x0000001d, 0x0000025d, 0x000000aa, 0x00000258, 0x0000019a, 0x00060034, 0x0000001d,
    0x0000025e, 0x000000aa, 0x00000258, 0x0000019e, 0x0004002b, 0x00000008, 0x0000025f, 0x00000008,
    0x00070034, 0x00000008, 0x00000260, 0x000000a9, 0x0000025e, 0x0000012c, 0x0000025f, 0x00070034,
    0x00000008, 0x00000261, 0x000000a9, 0x0000025d, 0x00000197, 0x00000260, 0x00070034, 0x00000008,
    0x00000262, 0x000000a9, 0x0000025c, 0x000001d6, 0x00000261, 0x00070034, 0x00000008, 0x00000263,
    0x000000a9, 0x00000259, 0x00000257, 0x00000262, 0x00060034, 0x00000008, 0x00000264, 0x00000086,
    0x00000257, 0x00000263, 0x00060034, 0x0000001d, 0x00000265, 0x000000ac, 0x00000264, 0x0000024b,
    0x00070034, 0x00000008, 0x00000266, 0x000000a9, 0x00000265, 0x00000264, 0x0000024b, 0x00060034,
    0x00000008, 0x00000267, 0x00000086, 0x00000249, 0x00000266, 0x00040032, 0x00000008, 0x0000026e,
    0x00000010, 0x0004002b, 0x00000006, 0x00000271, 0x00000000, 0x00060034, 0x00000008, 0x00000281,
    0x00000086, 0x00000249, 0x0000026e, 0x00060034, 0x0000001d, 0x00000295, 0x000000aa, 0x00000263,
    0x00000257, 0x0003001d, 0x00000299, 0x00000008, 0x0003001e, 0x0000029a, 0x00000299, 0x00040020,
    0x0000029b, 0x0000000c, 0x0000029a, 0x0004003b, 0x0000029b, 0x0000029c, 0x0000000c, 0x00060034,
    0x00000008, 0x000002ad, 0x000000c7, 0x00000263, 0x000000c3, 0x00060034, 0x00000008, 0x000002ae,
    0x000000c4, 0x00000070, 0x000002ad, 0x00060034, 0x00000008, 0x000002af, 0x00000082, 0x000002ae,
    0x00000070, 0x00060034, 0x0000001d, 0x000002b2, 0x000000aa, 0x00000258, 0x00000070, 0x0004001c,
    0x000002b5, 0x00000006, 0x00000266, 0x00040020, 0x000002b6, 0x00000007, 0x000002b5, 0x00060034,
    0x0000001d, 0x000002bd, 0x000000aa, 0x00000258, 0x0000012c, 0x00060034, 0x0000001d, 0x000002c6,
    0x000000aa, 0x00000258, 0x0000013e, 0x00060034, 0x0000001d, 0x000002dc, 0x000000aa, 0x00000258,
    0x00000143, 0x0004002b, 0x0000003c, 0x000002e1, 0x00000018, 0x0004002b, 0x00000008, 0x000002eb,
    0x00000009, 0x00060034, 0x0000001d, 0x000002ec, 0x000000aa, 0x00000258, 0x000002eb, 0x00060034,
    0x0000001d, 0x000002f6, 0x000000aa, 0x000001ad, 0x00000070, 0x0003001d, 0x00000301, 0x00000008,
    0x0003001e, 0x00000302, 0x00000301, 0x00040020, 0x00000303, 0x0000000c, 0x00000302, 0x0004003b,
    0x00000303, 0x00000304, 0x0000000c, 0x00040032, 0x00000008, 0x00000330, 0x00000040, 0x00040017,
    0x00000334, 0x00000008, 0x00000003, 0x00040020, 0x00000335, 0x00000001, 0x00000334, 0x0004003b,
    0x00000335, 0x00000336, 0x00000001, 0x00040020, 0x00000337, 0x00000001, 0x00000008, 0x0004003b,
    0x00000335, 0x0000033a, 0x00000001, 0x0003001d, 0x0000034f, 0x00000008, 0x0003001e, 0x00000350,
    0x0000034f, 0x00040020, 0x00000351, 0x0000000c, 0x00000350, 0x0004003b, 0x00000351, 0x00000352,
    0x0000000c, 0x0004002b, 0x0000003c, 0x00000353, 0x0000000c, 0x0004003b, 0x00000335, 0x0000036d,
    0x00000001, 0x00040032, 0x00000008, 0x00000376, 0x00000001, 0x00060033, 0x00000334, 0x00000377,
    0x00000376, 0x00000070, 0x00000070, 0x0004002b, 0x00000006, 0x00000845, 0xb3800000, 0x0004002b,
    0x00000008, 0x00000846, 0x0000007d, 0x0004002b, 0x00000006, 0x00000847, 0x7fc00000, 0x00050036,
    0x00000002, 0x00000004, 0x00000000, 0x00000003, 0x000200f8, 0x00000005, 0x0004003b, 0x000002b6,
    0x000003ac, 0x00000007, 0x000300f7, 0x00000378, 0x00000000, 0x000300fb, 0x00000089, 0x00000379,
    0x000200f8, 0x00000379, 0x00050041, 0x00000337, 0x00000338, 0x00000336, 0x00000070, 0x0004003d,
    0x00000008, 0x00000339, 0x00000338, 0x00050041, 0x00000337, 0x0000033b, 0x0000033a, 0x00000089,
    0x0004003d, 0x00000008, 0x0000033c, 0x0000033b, 0x00050084, 0x00000008, 0x0000033d, 0x00000339,
    0x0000033c, 0x00050041, 0x00000337, 0x0000033e, 0x00000336, 0x00000089, 0x0004003d, 0x00000008,
    0x0000033f, 0x0000033e, 0x00050080, 0x00000008, 0x00000340, 0x0000033d, 0x0000033f, 0x00050041,
    0x000001e7, 0x00000341, 0x000001e6, 0x00000052, 0x0004003d, 0x00000008, 0x00000342, 0x00000341,
    0x00050084, 0x00000008, 0x00000343, 0x00000340, 0x00000342, 0x00050041, 0x000001e7, 0x00000345,
    0x000001e6, 0x000001c6, 0x0004003d, 0x00000008, 0x00000346, 0x00000345, 0x00050041, 0x000001e7,
    0x00000347, 0x000001e6, 0x000000b4, 0x0004003d, 0x00000008, 0x00000348, 0x00000347, 0x00050084,
    0x00000008, 0x00000349, 0x00000346, 0x00000348, 0x00050041, 0x000001e7, 0x0000034a, 0x000001e6,
    0x000001f2, 0x0004003d, 0x00000008, 0x0000034b, 0x0000034a, 0x000500ab, 0x0000001d, 0x0000034c,
    0x0000034b, 0x00000089, 0x000300f7, 0x0000034e, 0x00000000, 0x000400fa, 0x0000034c, 0x0000034d,
    0x0000034e, 0x000200f8, 0x0000034d, 0x00050041, 0x000001e7, 0x00000354, 0x000001e6, 0x00000353,
    0x0004003d, 0x00000008, 0x00000355, 0x00000354, 0x00050084, 0x00000008, 0x00000356, 0x00000355,
    0x00000197, 0x00060041, 0x000001ca, 0x00000357, 0x00000352, 0x000001c6, 0x00000356, 0x0004003d,
    0x00000008, 0x00000358, 0x00000357, 0x000500ab, 0x0000001d, 0x00000359, 0x00000358, 0x00000089,
    0x000200f9, 0x0000034e, 0x000200f8, 0x0000034e, 0x000700f5, 0x0000001d, 0x0000035a, 0x0000034c,
    0x00000379, 0x00000359, 0x0000034d, 0x000300f7, 0x0000035c, 0x00000000, 0x000400fa, 0x0000035a,
    0x0000035b, 0x0000035c, 0x000200f8, 0x0000035b, 0x000200f9, 0x00000378, 0x000200f8, 0x0000035c,
    0x000200f9, 0x00000360, 0x000200f8, 0x00000360, 0x000700f5, 0x00000008, 0x0000077f, 0x00000343,
    0x0000035c, 0x00000375, 0x00000363, 0x00050080, 0x00000008, 0x00000369, 0x00000343, 0x00000342,
    0x0007000c, 0x00000008, 0x0000036b, 0x00000001, 0x00000026, 0x00000369, 0x00000349, 0x000500b0,
    0x0000001d, 0x0000036c, 0x0000077f, 0x0000036b, 0x000400f6, 0x00000362, 0x00000363, 0x00000000,
    0x000400fa, 0x0000036c, 0x00000361, 0x00000362, 0x000200f8, 0x00000361, 0x00050041, 0x00000337,
    0x00000371, 0x0000036d, 0x00000089, 0x0004003d, 0x00000008, 0x00000372, 0x00000371, 0x000300f7,
    0x000004a5, 0x00000000, 0x000300fb, 0x00000089, 0x000003b7, 0x000200f8, 0x000003b7, 0x00050089,
    0x00000008, 0x000003bb, 0x0000077f, 0x00000346, 0x00050086, 0x00000008, 0x000003bf, 0x0000077f,
    0x00000346, 0x000300f7, 0x000003d0, 0x00000000, 0x000400fa, 0x0000034c, 0x000003c3, 0x000003ca,
    0x000200f8, 0x000003c3, 0x00050041, 0x000001e7, 0x000003c4, 0x000001e6, 0x000001fd, 0x0004003d,
    0x00000008, 0x000003c5, 0x000003c4, 0x00050080, 0x00000008, 0x000003c7, 0x000003c5, 0x000003bb,
    0x00060041, 0x00000202, 0x000003c8, 0x000001fc, 0x000001c6, 0x000003c7, 0x0004003d, 0x0000003c,
    0x000003c9, 0x000003c8, 0x000200f9, 0x000003d0, 0x000200f8, 0x000003ca, 0x00050041, 0x000001e7,
    0x000003cb, 0x000001e6, 0x00000206, 0x0004003d, 0x00000008, 0x000003cc, 0x000003cb, 0x00050080,
    0x00000008, 0x000003ce, 0x000003cc, 0x000003bb, 0x0004007c, 0x0000003c, 0x000003cf, 0x000003ce,
    0x000200f9, 0x000003d0, 0x000200f8, 0x000003d0, 0x000700f5, 0x0000003c, 0x00000780, 0x000003c9,
    0x000003c3, 0x000003cf, 0x000003ca, 0x000500b1, 0x0000001d, 0x000003d3, 0x00000780, 0x000001c6,
    0x000400a8, 0x0000001d, 0x000003d4, 0x000003d3, 0x000300f7, 0x000003db, 0x00000000, 0x000400fa,
    0x000003d4, 0x000003d5, 0x000003db, 0x000200f8, 0x000003d5, 0x0004007c, 0x00000008, 0x000003d7,
    0x00000780, 0x00050041, 0x000001e7, 0x000003d8, 0x000001e6, 0x00000214, 0x0004003d, 0x00000008,
    0x000003d9, 0x000003d8, 0x000500ae, 0x0000001d, 0x000003da, 0x000003d7, 0x000003d9, 0x000200f9,
    0x000003db, 0x000200f8, 0x000003db, 0x000700f5, 0x0000001d, 0x000003dc, 0x000003d3, 0x000003d0,
    0x000003da, 0x000003d5, 0x000300f7, 0x000003de, 0x00000000, 0x000400fa, 0x000003dc, 0x000003dd,
    0x000003de, 0x000200f8, 0x000003dd, 0x000200f9, 0x000004a5, 0x000200f8, 0x000003de, 0x0004007c,
    0x00000008, 0x000003e0, 0x00000780, 0x00050041, 0x000001e7, 0x000003e1, 0x000001e6, 0x0000021f,
    0x0004003d, 0x00000008, 0x000003e2, 0x000003e1, 0x00050086, 0x00000008, 0x000003e3, 0x000003e0,
    0x000003e2, 0x00050084, 0x00000008, 0x000003e6, 0x000003e3, 0x00000348, 0x00050080, 0x00000008,
    0x000003e8, 0x000003e6, 0x000003bf, 0x00050084, 0x00000008, 0x000003eb, 0x000003e8, 0x000003e2,
    0x00050089, 0x00000008, 0x000003f0, 0x000003e0, 0x000003e2, 0x00050080, 0x00000008, 0x000003f1,
    0x000003eb, 0x000003f0, 0x00050041, 0x000001e7, 0x000003f2, 0x000001e6, 0x000000c1, 0x0004003d,
    0x00000008, 0x000003f3, 0x000003f2, 0x00050041, 0x000001e7, 0x000003f5, 0x000001e6, 0x00000235,
    0x0004003d, 0x00000008, 0x000003f6, 0x000003f5, 0x00050084, 0x00000008, 0x000003f7, 0x000003f1,
    0x000003f6, 0x00050080, 0x00000008, 0x000003f8, 0x000003f3, 0x000003f7, 0x00050041, 0x000001e7,
    0x000003f9, 0x000001e6, 0x0000023b, 0x0004003d, 0x00000008, 0x000003fa, 0x000003f9, 0x00050041,
    0x000001e7, 0x000003fc, 0x000001e6, 0x0000023f, 0x0004003d, 0x00000008, 0x000003fd, 0x000003fc,
    0x00050084, 0x00000008, 0x000003fe, 0x000003f1, 0x000003fd, 0x00050080, 0x00000008, 0x000003ff,
    0x000003fa, 0x000003fe, 0x00050041, 0x000001e7, 0x00000400, 0x000001e6, 0x00000245, 0x0004003d,
    0x00000008, 0x00000401, 0x00000400, 0x00050084, 0x00000008, 0x00000403, 0x0000077f, 0x0000024c,
    0x00050080, 0x00000008, 0x00000404, 0x00000401, 0x00000403, 0x000200f9, 0x00000406, 0x000200f8,
    0x00000406, 0x000700f5, 0x00000008, 0x00000781, 0x00000372, 0x000003de, 0x000004a3, 0x000004a1,
    0x000500b0, 0x0000001d, 0x00000409, 0x00000781, 0x00000267, 0x000400f6, 0x000004a4, 0x000004a1,
    0x00000000, 0x000400fa, 0x00000409, 0x0000040a, 0x000004a4, 0x000200f8, 0x0000040a, 0x00050084,
    0x00000008, 0x0000040c, 0x00000781, 0x00000266, 0x00050086, 0x00000008, 0x0000040e, 0x0000040c,
    0x0000026e, 0x000500aa, 0x0000001d, 0x000004a9, 0x00000258, 0x00000070, 0x000500aa, 0x0000001d,
    0x000004ab, 0x00000258, 0x0000012c, 0x000500a6, 0x0000001d, 0x000004ac, 0x000004a9, 0x000004ab,
    0x000500aa, 0x0000001d, 0x000004ae, 0x00000258, 0x0000013e, 0x000500a6, 0x0000001d, 0x000004af,
    0x000004ac, 0x000004ae, 0x000400a8, 0x0000001d, 0x00000410, 0x000004af, 0x000300f7, 0x00000415,
    0x00000000, 0x000400fa, 0x00000410, 0x00000411, 0x00000415, 0x000200f8, 0x00000411, 0x000300f7,
    0x000004c8, 0x00000000, 0x000400fa, 0x000001be, 0x000004b6, 0x000004bc, 0x000200f8, 0x000004b6,
    0x00050080, 0x00000008, 0x000004b9, 0x000003ff, 0x0000040e, 0x00060041, 0x000001ca, 0x000004ba,
    0x000001c5, 0x000001c6, 0x000004b9, 0x0004003d, 0x00000008, 0x000004bb, 0x000004ba, 0x000200f9,
    0x000004c8, 0x000200f8, 0x000004bc, 0x000500c2, 0x00000008, 0x000004bf, 0x0000040e, 0x000000b4,
    0x00050080, 0x00000008, 0x000004c0, 0x000003ff, 0x000004bf, 0x00060041, 0x000001ca, 0x000004c1,
    0x000001c5, 0x000001c6, 0x000004c0, 0x0004003d, 0x00000008, 0x000004c2, 0x000004c1, 0x000500c7,
    0x00000008, 0x000004c4, 0x0000040e, 0x00000070, 0x00050084, 0x00000008, 0x000004c5, 0x000004c4,
    0x000001d6, 0x000500c2, 0x00000008, 0x000004c6, 0x000004c2, 0x000004c5, 0x000500c7, 0x00000008,
    0x000004c7, 0x000004c6, 0x000001d9, 0x000200f9, 0x000004c8, 0x000200f8, 0x000004c8, 0x000700f5,
    0x00000008, 0x00000782, 0x000004bb, 0x000004b6, 0x000004c7, 0x000004bc, 0x000500aa, 0x0000001d,
    0x000004d3, 0x000001bd, 0x00000070, 0x000300f7, 0x000004e2, 0x00000000, 0x000400fa, 0x000004d3,
    0x000004d4, 0x000004d7, 0x000200f8, 0x000004d4, 0x0004007c, 0x00000006, 0x000004d6, 0x00000782,
    0x000200f9, 0x000004e2, 0x000200f8, 0x000004d7, 0x000500aa, 0x0000001d, 0x000004d9, 0x000001bd,
    0x0000012c, 0x000300f7, 0x000004e0, 0x00000000, 0x000400fa, 0x000004d9, 0x000004da, 0x000004dd,
    0x000200f8, 0x000004da, 0x000300f7, 0x00000519, 0x00000000, 0x000300fb, 0x00000089, 0x000004ed,
    0x000200f8, 0x000004ed, 0x000500c7, 0x00000008, 0x000004ef, 0x00000782, 0x0000003f, 0x000500c4,
    0x00000008, 0x000004f0, 0x000004ef, 0x0000003d, 0x000500c2, 0x00000008, 0x000004f2, 0x00000782,
    0x000000c1, 0x000500c7, 0x00000008, 0x000004f3, 0x000004f2, 0x000000c3, 0x000500c7, 0x00000008,
    0x000004f5, 0x00000782, 0x00000054, 0x000500aa, 0x0000001d, 0x000004f7, 0x000004f3, 0x00000089,
    0x000300f7, 0x00000505, 0x00000000, 0x000400fa, 0x000004f7, 0x000004f8, 0x00000505, 0x000200f8,
    0x000004f8, 0x00040070, 0x00000006, 0x000004fa, 0x000004f5, 0x00050085, 0x00000006, 0x000004fb,
    0x000004fa, 0x000000cf, 0x000500ab, 0x0000001d, 0x000004fd, 0x000004f0, 0x00000089, 0x000300f7,
    0x00000503, 0x00000000, 0x000400fa, 0x000004fd, 0x000004fe, 0x00000501, 0x000200f8, 0x000004fe,
    0x00050085, 0x00000006, 0x00000500, 0x000004fa, 0x00000845, 0x000200f9, 0x00000503, 0x000200f8,
    0x00000501, 0x000200f9, 0x00000503, 0x000200f8, 0x00000503, 0x000700f5, 0x00000006, 0x00000783,
    0x00000500, 0x000004fe, 0x000004fb, 0x00000501, 0x000200f9, 0x00000519, 0x000200f8, 0x00000505,
    0x000500aa, 0x0000001d, 0x00000507, 0x000004f3, 0x000000c3, 0x000300f7, 0x0000050f, 0x00000000,
    0x000400fa, 0x00000507, 0x00000508, 0x0000050f, 0x000200f8, 0x00000508, 0x000500c5, 0x00000008,
    0x0000050a, 0x000004f0, 0x00000046, 0x000500c4, 0x00000008, 0x0000050c, 0x000004f5, 0x00000052,
    0x000500c5, 0x00000008, 0x0000050d, 0x0000050a, 0x0000050c, 0x0004007c, 0x00000006, 0x0000050e,
    0x0000050d, 0x000200f9, 0x00000519, 0x000200f8, 0x0000050f, 0x00050080, 0x00000008, 0x00000512,
    0x000004f3, 0x000000e9, 0x000500c4, 0x00000008, 0x00000513, 0x00000512, 0x0000007c, 0x000500c5,
    0x00000008, 0x00000514, 0x000004f0, 0x00000513, 0x000500c4, 0x00000008, 0x00000516, 0x000004f5,
    0x00000052, 0x000500c5, 0x00000008, 0x00000517, 0x00000514, 0x00000516, 0x0004007c, 0x00000006,
    0x00000518, 0x00000517, 0x000200f9, 0x00000519, 0x000200f8, 0x00000519, 0x000900f5, 0x00000006,
    0x00000784, 0x00000783, 0x00000503, 0x0000050e, 0x00000508, 0x00000518, 0x0000050f, 0x000200f9,
    0x000004e0, 0x000200f8, 0x000004dd, 0x000500c4, 0x00000008, 0x0000051e, 0x00000782, 0x0000003d,
    0x0004007c, 0x00000006, 0x0000051f, 0x0000051e, 0x000200f9, 0x000004e0, 0x000200f8, 0x000004e0,
    0x000700f5, 0x00000006, 0x00000785, 0x00000784, 0x00000519, 0x0000051f, 0x000004dd, 0x000200f9,
    0x000004e2, 0x000200f8, 0x000004e2, 0x000700f5, 0x00000006, 0x00000786, 0x000004d6, 0x000004d4,
    0x00000785, 0x000004e0, 0x000200f9, 0x00000415, 0x000200f8, 0x00000415, 0x000700f5, 0x00000006,
    0x000007d9, 0x00000271, 0x0000040a, 0x00000786, 0x000004e2, 0x000500aa, 0x0000001d, 0x00000523,
    0x00000258, 0x00000197, 0x000500aa, 0x0000001d, 0x00000525, 0x00000258, 0x0000019a, 0x000500a6,
    0x0000001d, 0x00000526, 0x00000523, 0x00000525, 0x000500aa, 0x0000001d, 0x00000528, 0x00000258,
    0x0000019e, 0x000500a6, 0x0000001d, 0x00000529, 0x00000526, 0x00000528, 0x000300f7, 0x0000041c,
    0x00000000, 0x000400fa, 0x00000529, 0x00000417, 0x0000041c, 0x000200f8, 0x00000417, 0x00050080,
    0x00000008, 0x00000419, 0x00000281, 0x0000040e, 0x000300f7, 0x00000542, 0x00000000, 0x000400fa,
    0x000001be, 0x00000530, 0x00000536, 0x000200f8, 0x00000530, 0x00050080, 0x00000008, 0x00000533,
    0x000003ff, 0x00000419, 0x00060041, 0x000001ca, 0x00000534, 0x000001c5, 0x000001c6, 0x00000533,
    0x0004003d, 0x00000008, 0x00000535, 0x00000534, 0x000200f9, 0x00000542, 0x000200f8, 0x00000536,
    0x000500c2, 0x00000008, 0x00000539, 0x00000419, 0x000000b4, 0x00050080, 0x00000008, 0x0000053a,
    0x000003ff, 0x00000539, 0x00060041, 0x000001ca, 0x0000053b, 0x000001c5, 0x000001c6, 0x0000053a,
    0x0004003d, 0x00000008, 0x0000053c, 0x0000053b, 0x000500c7, 0x00000008, 0x0000053e, 0x00000419,
    0x00000070, 0x00050084, 0x00000008, 0x0000053f, 0x0000053e, 0x000001d6, 0x000500c2, 0x00000008,
    0x00000540, 0x0000053c, 0x0000053f, 0x000500c7, 0x00000008, 0x00000541, 0x00000540, 0x000001d9,
    0x000200f9, 0x00000542, 0x000200f8, 0x00000542, 0x000700f5, 0x00000008, 0x00000787, 0x00000535,
    0x00000530, 0x00000541, 0x00000536, 0x000500aa, 0x0000001d, 0x0000054d, 0x000001bd, 0x00000070,
    0x000300f7, 0x0000055c, 0x00000000, 0x000400fa, 0x0000054d, 0x0000054e, 0x00000551, 0x000200f8,
    0x0000054e, 0x0004007c, 0x00000006, 0x00000550, 0x00000787, 0x000200f9, 0x0000055c, 0x000200f8,
    0x00000551, 0x000500aa, 0x0000001d, 0x00000553, 0x000001bd, 0x0000012c, 0x000300f7, 0x0000055a,
    0x00000000, 0x000400fa, 0x00000553, 0x00000554, 0x00000557, 0x000200f8, 0x00000554, 0x000300f7,
    0x00000593, 0x00000000, 0x000300fb, 0x00000089, 0x00000567, 0x000200f8, 0x00000567, 0x000500c7,
    0x00000008, 0x00000569, 0x00000787, 0x0000003f, 0x000500c4, 0x00000008, 0x0000056a, 0x00000569,
    0x0000003d, 0x000500c2, 0x00000008, 0x0000056c, 0x00000787, 0x000000c1, 0x000500c7, 0x00000008,
    0x0000056d, 0x0000056c, 0x000000c3, 0x000500c7, 0x00000008, 0x0000056f, 0x00000787, 0x00000054,
    0x000500aa, 0x0000001d, 0x00000571, 0x0000056d, 0x00000089, 0x000300f7, 0x0000057f, 0x00000000,
    0x000400fa, 0x00000571, 0x00000572, 0x0000057f, 0x000200f8, 0x00000572, 0x00040070, 0x00000006,
    0x00000574, 0x0000056f, 0x00050085, 0x00000006, 0x00000575, 0x00000574, 0x000000cf, 0x000500ab,
    0x0000001d, 0x00000577, 0x0000056a, 0x00000089, 0x000300f7, 0x0000057d, 0x00000000, 0x000400fa,
    0x00000577, 0x00000578, 0x0000057b, 0x000200f8, 0x00000578, 0x00050085, 0x00000006, 0x0000057a,
    0x00000574, 0x00000845, 0x000200f9, 0x0000057d, 0x000200f8, 0x0000057b, 0x000200f9, 0x0000057d,
    0x000200f8, 0x0000057d, 0x000700f5, 0x00000006, 0x00000788, 0x0000057a, 0x00000578, 0x00000575,
    0x0000057b, 0x000200f9, 0x00000593, 0x000200f8, 0x0000057f, 0x000500aa, 0x0000001d, 0x00000581,
    0x0000056d, 0x000000c3, 0x000300f7, 0x00000589, 0x00000000, 0x000400fa, 0x00000581, 0x00000582,
    0x00000589, 0x000200f8, 0x00000582, 0x000500c5, 0x00000008, 0x00000584, 0x0000056a, 0x00000046,
    0x000500c4, 0x00000008, 0x00000586, 0x0000056f, 0x00000052, 0x000500c5, 0x00000008, 0x00000587,
    0x00000584, 0x00000586, 0x0004007c, 0x00000006, 0x00000588, 0x00000587, 0x000200f9, 0x00000593,
    0x000200f8, 0x00000589, 0x00050080, 0x00000008, 0x0000058c, 0x0000056d, 0x000000e9, 0x000500c4,
    0x00000008, 0x0000058d, 0x0000058c, 0x0000007c, 0x000500c5, 0x00000008, 0x0000058e, 0x0000056a,
    0x0000058d, 0x000500c4, 0x00000008, 0x00000590, 0x0000056f, 0x00000052, 0x000500c5, 0x00000008,
    0x00000591, 0x0000058e, 0x00000590, 0x0004007c, 0x00000006, 0x00000592, 0x00000591, 0x000200f9,
    0x00000593, 0x000200f8, 0x00000593, 0x000900f5, 0x00000006, 0x00000789, 0x00000788, 0x0000057d,
    0x00000588, 0x00000582, 0x00000592, 0x00000589, 0x000200f9, 0x0000055a, 0x000200f8, 0x00000557,
    0x000500c4, 0x00000008, 0x00000598, 0x00000787, 0x0000003d, 0x0004007c, 0x00000006, 0x00000599,
    0x00000598, 0x000200f9, 0x0000055a, 0x000200f8, 0x0000055a, 0x000700f5, 0x00000006, 0x0000078a,
    0x00000789, 0x00000593, 0x00000599, 0x00000557, 0x000200f9, 0x0000055c, 0x000200f8, 0x0000055c,
    0x000700f5, 0x00000006, 0x0000078b, 0x00000550, 0x0000054e, 0x0000078a, 0x0000055a, 0x000200f9,
    0x0000041c, 0x000200f8, 0x0000041c, 0x000700f5, 0x00000006, 0x000007e3, 0x00000271, 0x00000415,
    0x0000078b, 0x0000055c, 0x000200f9, 0x0000041d, 0x000200f8, 0x0000041d, 0x000700f5, 0x00000008,
    0x0000078c, 0x00000089, 0x0000041c, 0x0000046e, 0x0000046c, 0x000500b0, 0x0000001d, 0x00000420,
    0x0000078c, 0x00000266, 0x000400f6, 0x0000046f, 0x0000046c, 0x00000000, 0x000400fa, 0x00000420,
    0x00000421, 0x0000046f, 0x000200f8, 0x00000421, 0x00050080, 0x00000008, 0x00000424, 0x0000040c,
    0x0000078c, 0x000300f7, 0x00000437, 0x00000000, 0x000400fa, 0x00000295, 0x00000425, 0x0000042b,
    0x000200f8, 0x00000425, 0x00050080, 0x00000008, 0x00000428, 0x000003f8, 0x00000424, 0x00060041,
    0x000001ca, 0x00000429, 0x0000029c, 0x000001c6, 0x00000428, 0x0004003d, 0x00000008, 0x0000042a,
    0x00000429, 0x000200f9, 0x00000437, 0x000200f8, 0x0000042b, 0x00050086, 0x00000008, 0x0000042e,
    0x00000424, 0x00000264, 0x00050080, 0x00000008, 0x0000042f, 0x000003f8, 0x0000042e, 0x00060041,
    0x000001ca, 0x00000430, 0x0000029c, 0x000001c6, 0x0000042f, 0x0004003d, 0x00000008, 0x00000431,
    0x00000430, 0x00050089, 0x00000008, 0x00000433, 0x00000424, 0x00000264, 0x00050084, 0x00000008,
    0x00000434, 0x00000433, 0x00000263, 0x000500c2, 0x00000008, 0x00000435, 0x00000431, 0x00000434,
    0x000500c7, 0x00000008, 0x00000436, 0x00000435, 0x000002af, 0x000200f9, 0x00000437, 0x000200f8,
    0x00000437, 0x000700f5, 0x00000008, 0x000007cf, 0x0000042a, 0x00000425, 0x00000436, 0x0000042b,
    0x000300f7, 0x0000046b, 0x00000000, 0x000400fa, 0x000002b2, 0x00000439, 0x0000043e, 0x000200f8,
    0x00000439, 0x0004007c, 0x00000006, 0x0000043c, 0x000007cf, 0x00050041, 0x00000007, 0x0000043d,
    0x000003ac, 0x0000078c, 0x0003003e, 0x0000043d, 0x0000043c, 0x000200f9, 0x0000046b, 0x000200f8,
    0x0000043e, 0x000300f7, 0x0000046a, 0x00000000, 0x000400fa, 0x000002bd, 0x0000043f, 0x00000444,
    0x000200f8, 0x0000043f, 0x000300f7, 0x000005cf, 0x00000000, 0x000300fb, 0x00000089, 0x000005a3,
    0x000200f8, 0x000005a3, 0x000500c7, 0x00000008, 0x000005a5, 0x000007cf, 0x0000003f, 0x000500c4,
    0x00000008, 0x000005a6, 0x000005a5, 0x0000003d, 0x000500c2, 0x00000008, 0x000005a8, 0x000007cf,
    0x000000c1, 0x000500c7, 0x00000008, 0x000005a9, 0x000005a8, 0x000000c3, 0x000500c7, 0x00000008,
    0x000005ab, 0x000007cf, 0x00000054, 0x000500aa, 0x0000001d, 0x000005ad, 0x000005a9, 0x00000089,
    0x000300f7, 0x000005bb, 0x00000000, 0x000400fa, 0x000005ad, 0x000005ae, 0x000005bb, 0x000200f8,
    0x000005ae, 0x00040070, 0x00000006, 0x000005b0, 0x000005ab, 0x00050085, 0x00000006, 0x000005b1,
    0x000005b0, 0x000000cf, 0x000500ab, 0x0000001d, 0x000005b3, 0x000005a6, 0x00000089, 0x000300f7,
    0x000005b9, 0x00000000, 0x000400fa, 0x000005b3, 0x000005b4, 0x000005b7, 0x000200f8, 0x000005b4,
    0x00050085, 0x00000006, 0x000005b6, 0x000005b0, 0x00000845, 0x000200f9, 0x000005b9, 0x000200f8,
    0x000005b7, 0x000200f9, 0x000005b9, 0x000200f8, 0x000005b9, 0x000700f5, 0x00000006, 0x000007ea,
    0x000005b6, 0x000005b4, 0x000005b1, 0x000005b7, 0x000200f9, 0x000005cf, 0x000200f8, 0x000005bb,
    0x000500aa, 0x0000001d, 0x000005bd, 0x000005a9, 0x000000c3, 0x000300f7, 0x000005c5, 0x00000000,
    0x000400fa, 0x000005bd, 0x000005be, 0x000005c5, 0x000200f8, 0x000005be, 0x000500c5, 0x00000008,
    0x000005c0, 0x000005a6, 0x00000046, 0x000500c4, 0x00000008, 0x000005c2, 0x000005ab, 0x00000052,
    0x000500c5, 0x00000008, 0x000005c3, 0x000005c0, 0x000005c2, 0x0004007c, 0x00000006, 0x000005c4,
    0x000005c3, 0x000200f9, 0x000005cf, 0x000200f8, 0x000005c5, 0x00050080, 0x00000008, 0x000005c8,
    0x000005a9, 0x000000e9, 0x000500c4, 0x00000008, 0x000005c9, 0x000005c8, 0x0000007c, 0x000500c5,
    0x00000008, 0x000005ca, 0x000005a6, 0x000005c9, 0x000500c4, 0x00000008, 0x000005cc, 0x000005ab,
    0x00000052, 0x000500c5, 0x00000008, 0x000005cd, 0x000005ca, 0x000005cc, 0x0004007c, 0x00000006,
    0x000005ce, 0x000005cd, 0x000200f9, 0x000005cf, 0x000200f8, 0x000005cf, 0x000900f5, 0x00000006,
    0x000007eb, 0x000007ea, 0x000005b9, 0x000005c4, 0x000005be, 0x000005ce, 0x000005c5, 0x00050041,
    0x00000007, 0x00000443, 0x000003ac, 0x0000078c, 0x0003003e, 0x00000443, 0x000007eb, 0x000200f9,
    0x0000046a, 0x000200f8, 0x00000444, 0x000300f7, 0x00000469, 0x00000000, 0x000400fa, 0x000002c6,
    0x00000445, 0x0000044a, 0x000200f8, 0x00000445, 0x000500c4, 0x00000008, 0x000005d4, 0x000007cf,
    0x0000003d, 0x0004007c, 0x00000006, 0x000005d5, 0x000005d4, 0x00050041, 0x00000007, 0x00000449,
    0x000003ac, 0x0000078c, 0x0003003e, 0x00000449, 0x000005d5, 0x000200f9, 0x00000469, 0x000200f8,
    0x0000044a, 0x000300f7, 0x00000468, 0x00000000, 0x000400fa, 0x00000529, 0x0000044c, 0x00000455,
    0x000200f8, 0x0000044c, 0x00040070, 0x00000006, 0x0000044f, 0x000007cf, 0x0008000c, 0x00000006,
    0x00000453, 0x00000001, 0x00000032, 0x0000044f, 0x000007d9, 0x000007e3, 0x00050041, 0x00000007,
    0x00000454, 0x000003ac, 0x0000078c, 0x0003003e, 0x00000454, 0x00000453, 0x000200f9, 0x00000468,
    0x000200f8, 0x00000455, 0x000300f7, 0x00000467, 0x00000000, 0x000400fa, 0x000002dc, 0x00000456,
    0x00000460, 0x000200f8, 0x00000456, 0x000500c4, 0x00000008, 0x00000459, 0x000007cf, 0x000002e1,
    0x0004007c, 0x0000003c, 0x0000045a, 0x00000459, 0x000500c3, 0x0000003c, 0x0000045b, 0x0000045a,
    0x000002e1, 0x0004006f, 0x00000006, 0x0000045c, 0x0000045b, 0x00050085, 0x00000006, 0x0000045e,
    0x0000045c, 0x000007d9, 0x00050041, 0x00000007, 0x0000045f, 0x000003ac, 0x0000078c, 0x0003003e,
    0x0000045f, 0x0000045e, 0x000200f9, 0x00000467, 0x000200f8, 0x00000460, 0x000300f7, 0x00000631,
    0x00000000, 0x000300fb, 0x00000089, 0x000005ea, 0x000200f8, 0x000005ea, 0x000600a9, 0x00000008,
    0x000005ec, 0x000002ec, 0x0000012c, 0x0000013e, 0x000600a9, 0x00000008, 0x000005ee, 0x000002ec,
    0x00000142, 0x00000143, 0x000500c7, 0x00000008, 0x000005f0, 0x000007cf, 0x00000147, 0x000500c2,
    0x00000008, 0x000005f2, 0x000005f0, 0x000005ec, 0x000500c4, 0x00000008, 0x000005f5, 0x00000070,
    0x000005ec, 0x00050082, 0x00000008, 0x000005f6, 0x000005f5, 0x00000070, 0x000500c7, 0x00000008,
    0x000005f7, 0x000007cf, 0x000005f6, 0x000400a8, 0x0000001d, 0x000005f9, 0x000002ec, 0x000300f7,
    0x000005fe, 0x00000000, 0x000400fa, 0x000005f9, 0x000005fa, 0x000005fe, 0x000200f8, 0x000005fa,
    0x000500aa, 0x0000001d, 0x000005fd, 0x000005f0, 0x00000147, 0x000200f9, 0x000005fe, 0x000200f8,
    0x000005fe, 0x000700f5, 0x0000001d, 0x000005ff, 0x000005f9, 0x000005ea, 0x000005fd, 0x000005fa,
    0x000300f7, 0x00000602, 0x00000000, 0x000400fa, 0x000005ff, 0x00000600, 0x00000602, 0x000200f8,
    0x00000600, 0x000200f9, 0x00000631, 0x000200f8, 0x00000602, 0x000500aa, 0x0000001d, 0x00000605,
    0x000005f2, 0x000000c3, 0x000500a7, 0x0000001d, 0x00000606, 0x000002ec, 0x00000605, 0x000300f7,
    0x00000611, 0x00000000, 0x000400fa, 0x00000606, 0x00000607, 0x00000611, 0x000200f8, 0x00000607,
    0x000500c7, 0x00000008, 0x00000609, 0x000007cf, 0x00000165, 0x000500ab, 0x0000001d, 0x0000060a,
    0x00000609, 0x00000089, 0x000600a9, 0x00000008, 0x0000060b, 0x0000060a, 0x00000168, 0x00000089,
    0x000500ab, 0x0000001d, 0x0000060d, 0x000005f7, 0x00000089, 0x000600a9, 0x00000008, 0x0000060e,
    0x0000060d, 0x0000015b, 0x00000046, 0x000500c5, 0x00000008, 0x0000060f, 0x0000060b, 0x0000060e,
    0x0004007c, 0x00000006, 0x00000610, 0x0000060f, 0x000200f9, 0x00000631, 0x000200f8, 0x00000611,
    0x000500aa, 0x0000001d, 0x00000613, 0x000005f2, 0x00000089, 0x000300f7, 0x00000626, 0x00000000,
    0x000400fa, 0x00000613, 0x00000614, 0x0000061a, 0x000200f8, 0x00000614, 0x00040070, 0x00000006,
    0x00000616, 0x000005f7, 0x000600a9, 0x00000006, 0x00000618, 0x000002ec, 0x00000178, 0x00000179,
    0x00050085, 0x00000006, 0x00000619, 0x00000616, 0x00000618, 0x000200f9, 0x00000626, 0x000200f8,
    0x0000061a, 0x00050080, 0x00000008, 0x0000061c, 0x000005f2, 0x00000147, 0x00050082, 0x00000008,
    0x0000061e, 0x0000061c, 0x000005ee, 0x000500c4, 0x00000008, 0x0000061f, 0x0000061e, 0x0000007c,
    0x00050082, 0x00000008, 0x00000622, 0x00000183, 0x000005ec, 0x000500c4, 0x00000008, 0x00000623,
    0x000005f7, 0x00000622, 0x000500c5, 0x00000008, 0x00000624, 0x0000061f, 0x00000623, 0x0004007c,
    0x00000006, 0x00000625, 0x00000624, 0x000200f9, 0x00000626, 0x000200f8, 0x00000626, 0x000700f5,
    0x00000006, 0x000007d1, 0x00000619, 0x00000614, 0x00000625, 0x0000061a, 0x000500c7, 0x00000008,
    0x00000628, 0x000007cf, 0x00000165, 0x000500ab, 0x0000001d, 0x00000629, 0x00000628, 0x00000089,
    0x000300f7, 0x0000062f, 0x00000000, 0x000400fa, 0x00000629, 0x0000062a, 0x0000062d, 0x000200f8,
    0x0000062a, 0x0004007f, 0x00000006, 0x0000062c, 0x000007d1, 0x000200f9, 0x0000062f, 0x000200f8,
    0x0000062d, 0x000200f9, 0x0000062f, 0x000200f8, 0x0000062f, 0x000700f5, 0x00000006, 0x000007d2,
    0x0000062c, 0x0000062a, 0x000007d1, 0x0000062d, 0x000200f9, 0x00000631, 0x000200f8, 0x00000631,
    0x000900f5, 0x00000006, 0x000007d3, 0x00000847, 0x00000600, 0x00000610, 0x00000607, 0x000007d2,
    0x0000062f, 0x00050085, 0x00000006, 0x00000465, 0x000007d3, 0x000007d9, 0x00050041, 0x00000007,
    0x00000466, 0x000003ac, 0x0000078c, 0x0003003e, 0x00000466, 0x00000465, 0x000200f9, 0x00000467,
    0x000200f8, 0x00000467, 0x000200f9, 0x00000468, 0x000200f8, 0x00000468, 0x000200f9, 0x00000469,
    0x000200f8, 0x00000469, 0x000200f9, 0x0000046a, 0x000200f8, 0x0000046a, 0x000200f9, 0x0000046b,
    0x000200f8, 0x0000046b, 0x000200f9, 0x0000046c, 0x000200f8, 0x0000046c, 0x00050080, 0x00000008,
    0x0000046e, 0x0000078c, 0x000000b4, 0x000200f9, 0x0000041d, 0x000200f8, 0x0000046f, 0x000300f7,
    0x000004a0, 0x00000000, 0x000400fa, 0x000002f6, 0x00000470, 0x00000484, 0x000200f8, 0x00000470,
    0x000200f9, 0x00000471, 0x000200f8, 0x00000471, 0x000700f5, 0x00000008, 0x000007ae, 0x00000089,
    0x00000470, 0x00000482, 0x00000475, 0x000500b0, 0x0000001d, 0x00000474, 0x000007ae, 0x00000266,
    0x000400f6, 0x00000483, 0x00000475, 0x00000000, 0x000400fa, 0x00000474, 0x00000475, 0x00000483,
    0x000200f8, 0x00000475, 0x00050080, 0x00000008, 0x00000478, 0x00000404, 0x0000040c, 0x00050080,
    0x00000008, 0x0000047a, 0x00000478, 0x000007ae, 0x00050041, 0x00000007, 0x0000047c, 0x000003ac,
    0x000007ae, 0x0004003d, 0x00000006, 0x0000047d, 0x0000047c, 0x0004007c, 0x00000008, 0x0000047e,
    0x0000047d, 0x00060041, 0x000001ca, 0x0000047f, 0x00000304, 0x000001c6, 0x0000047a, 0x0003003e,
    0x0000047f, 0x0000047e, 0x00050080, 0x00000008, 0x00000482, 0x000007ae, 0x000000b4, 0x000200f9,
    0x00000471, 0x000200f8, 0x00000483, 0x000200f9, 0x000004a0, 0x000200f8, 0x00000484, 0x000200f9,
    0x00000485, 0x000200f8, 0x00000485, 0x000700f5, 0x00000008, 0x0000078d, 0x00000089, 0x00000484,
    0x0000049e, 0x0000049c, 0x000500b0, 0x0000001d, 0x00000488, 0x0000078d, 0x00000266, 0x000400f6,
    0x0000049f, 0x0000049c, 0x00000000, 0x000400fa, 0x00000488, 0x00000489, 0x0000049f, 0x000200f8,
    0x00000489, 0x00050080, 0x00000008, 0x0000048d, 0x0000040c, 0x0000078d, 0x00050086, 0x00000008,
    0x0000048e, 0x0000048d, 0x0000012c, 0x00050080, 0x00000008, 0x0000048f, 0x00000404, 0x0000048e,
    0x00050041, 0x00000007, 0x00000491, 0x000003ac, 0x0000078d, 0x0004003d, 0x00000006, 0x00000492,
    0x00000491, 0x000300f7, 0x0000063e, 0x00000000, 0x000400fa, 0x000001ae, 0x00000638, 0x0000063b,
    0x000200f8, 0x00000638, 0x000300f7, 0x000006ad, 0x00000000, 0x000300fb, 0x00000089, 0x0000064f,
    0x000200f8, 0x0000064f, 0x0004007c, 0x00000008, 0x00000651, 0x00000492, 0x000500c2, 0x00000008,
    0x00000653, 0x00000651, 0x0000003d, 0x000500c7, 0x00000008, 0x00000654, 0x00000653, 0x0000003f,
    0x000500c7, 0x00000008, 0x00000656, 0x00000651, 0x00000043, 0x000500ae, 0x0000001d, 0x00000658,
    0x00000656, 0x00000046, 0x000300f7, 0x00000666, 0x00000000, 0x000400fa, 0x00000658, 0x00000659,
    0x00000666, 0x000200f8, 0x00000659, 0x000500ac, 0x0000001d, 0x0000065c, 0x00000656, 0x00000046,
    0x000300f7, 0x00000663, 0x00000000, 0x000400fa, 0x0000065c, 0x0000065d, 0x00000662, 0x000200f8,
    0x0000065d, 0x000500c2, 0x00000008, 0x0000065f, 0x00000656, 0x00000052, 0x000500c7, 0x00000008,
    0x00000660, 0x0000065f, 0x00000054, 0x000500c5, 0x00000008, 0x00000661, 0x00000050, 0x00000660,
    0x000200f9, 0x00000663, 0x000200f8, 0x00000662, 0x000200f9, 0x00000663, 0x000200f8, 0x00000663,
    0x000700f5, 0x00000008, 0x00000793, 0x00000661, 0x0000065d, 0x00000058, 0x00000662, 0x000500c5,
    0x00000008, 0x00000665, 0x00000654, 0x00000793, 0x000200f9, 0x000006ad, 0x000200f8, 0x00000666,
    0x000500ae, 0x0000001d, 0x00000668, 0x00000656, 0x0000005d, 0x000300f7, 0x0000066c, 0x00000000,
    0x000400fa, 0x00000668, 0x00000669, 0x0000066c, 0x000200f8, 0x00000669, 0x000500c5, 0x00000008,
    0x0000066b, 0x00000654, 0x00000062, 0x000200f9, 0x000006ad, 0x000200f8, 0x0000066c, 0x000500ae,
    0x0000001d, 0x0000066e, 0x00000656, 0x00000066, 0x000300f7, 0x0000067b, 0x00000000, 0x000400fa,
    0x0000066e, 0x0000066f, 0x0000067b, 0x000200f8, 0x0000066f, 0x00050080, 0x00000008, 0x00000671,
    0x00000656, 0x0000006c, 0x000500c2, 0x00000008, 0x00000673, 0x00000656, 0x00000052, 0x000500c7,
    0x00000008, 0x00000674, 0x00000673, 0x00000070, 0x00050080, 0x00000008, 0x00000675, 0x00000671,
    0x00000674, 0x000500c2, 0x00000008, 0x00000676, 0x00000675, 0x00000052, 0x00050082, 0x00000008,
    0x00000679, 0x00000676, 0x00000076, 0x000500c5, 0x00000008, 0x0000067a, 0x00000654, 0x00000679,
    0x000200f9, 0x000006ad, 0x000200f8, 0x0000067b, 0x000500c2, 0x00000008, 0x0000067d, 0x00000656,
    0x0000007c, 0x00050082, 0x00000008, 0x0000067f, 0x0000007f, 0x0000067d, 0x000500c7, 0x00000008,
    0x00000681, 0x00000656, 0x00000084, 0x000500c5, 0x00000008, 0x00000682, 0x00000681, 0x00000086,
    0x000500aa, 0x0000001d, 0x00000684, 0x0000067d, 0x00000089, 0x000500ac, 0x0000001d, 0x00000686,
    0x0000067f, 0x0000008c, 0x000500a6, 0x0000001d, 0x00000687, 0x00000684, 0x00000686, 0x000300f7,
    0x0000068a, 0x00000000, 0x000400fa, 0x00000687, 0x00000688, 0x0000068a, 0x000200f8, 0x00000688,
    0x000200f9, 0x000006ad, 0x000200f8, 0x0000068a, 0x000500c2, 0x00000008, 0x0000068d, 0x00000682,
    0x0000067f, 0x000500c4, 0x00000008, 0x00000690, 0x00000070, 0x0000067f, 0x00050082, 0x00000008,
    0x00000691, 0x00000690, 0x00000070, 0x000500c7, 0x00000008, 0x00000692, 0x00000682, 0x00000691,
    0x00050082, 0x00000008, 0x00000694, 0x00000846, 0x0000067d, 0x000500c4, 0x00000008, 0x00000695,
    0x00000070, 0x00000694, 0x000500ac, 0x0000001d, 0x00000698, 0x00000692, 0x00000695, 0x000400a8,
    0x0000001d, 0x00000699, 0x00000698, 0x000300f7, 0x000006a4, 0x00000000, 0x000400fa, 0x00000699,
    0x0000069a, 0x000006a4, 0x000200f8, 0x0000069a, 0x000500aa, 0x0000001d, 0x0000069d, 0x00000692,
    0x00000695, 0x000300f7, 0x000006a2, 0x00000000, 0x000400fa, 0x0000069d, 0x0000069e, 0x000006a2,
    0x000200f8, 0x0000069e, 0x000500c7, 0x00000008, 0x000006a0, 0x0000068d, 0x00000070, 0x000500ab,
    0x0000001d, 0x000006a1, 0x000006a0, 0x00000089, 0x000200f9, 0x000006a2, 0x000200f8, 0x000006a2,
    0x000700f5, 0x0000001d, 0x000006a3, 0x0000069d, 0x0000069a, 0x000006a1, 0x0000069e, 0x000200f9,
    0x000006a4, 0x000200f8, 0x000006a4, 0x000700f5, 0x0000001d, 0x000006a5, 0x00000698, 0x0000068a,
    0x000006a3, 0x000006a2, 0x000300f7, 0x000006a9, 0x00000000, 0x000400fa, 0x000006a5, 0x000006a6,
    0x000006a9, 0x000200f8, 0x000006a6, 0x00050080, 0x00000008, 0x000006a8, 0x0000068d, 0x000000b4,
    0x000200f9, 0x000006a9, 0x000200f8, 0x000006a9, 0x000700f5, 0x00000008, 0x00000792, 0x0000068d,
    0x000006a4, 0x000006a8, 0x000006a6, 0x000500c5, 0x00000008, 0x000006ac, 0x00000654, 0x00000792,
    0x000200f9, 0x000006ad, 0x000200f8, 0x000006ad, 0x000d00f5, 0x00000008, 0x00000794, 0x00000665,
    0x00000663, 0x0000066b, 0x00000669, 0x0000067a, 0x0000066f, 0x00000654, 0x00000688, 0x000006ac,
    0x000006a9, 0x000200f9, 0x0000063e, 0x000200f8, 0x0000063b, 0x000300f7, 0x000006d7, 0x00000000,
    0x000300fb, 0x00000089, 0x000006b5, 0x000200f8, 0x000006b5, 0x0004007c, 0x00000008, 0x000006b7,
    0x00000492, 0x000500c7, 0x00000008, 0x000006b9, 0x000006b7, 0x00000043, 0x000500ac, 0x0000001d,
    0x000006ba, 0x000006b9, 0x00000046, 0x000300f7, 0x000006bf, 0x00000000, 0x000400fa, 0x000006ba,
    0x000006bb, 0x000006bf, 0x000200f8, 0x000006bb, 0x000500c2, 0x00000008, 0x000006bd, 0x000006b7,
    0x0000003d, 0x000500c5, 0x00000008, 0x000006be, 0x000006bd, 0x000000fd, 0x000200f9, 0x000006d7,
    0x000200f8, 0x000006bf, 0x000500aa, 0x0000001d, 0x000006c2, 0x000006b9, 0x00000046, 0x000300f7,
    0x000006c6, 0x00000000, 0x000400fa, 0x000006c2, 0x000006c3, 0x000006c6, 0x000200f8, 0x000006c3,
    0x000500c2, 0x00000008, 0x000006c5, 0x000006b7, 0x0000003d, 0x000200f9, 0x000006d7, 0x000200f8,
    0x000006c6, 0x00050080, 0x00000008, 0x000006c8, 0x000006b7, 0x0000010a, 0x000500c2, 0x00000008,
    0x000006ca, 0x000006b7, 0x0000003d, 0x000500c7, 0x00000008, 0x000006cb, 0x000006ca, 0x00000070,
    0x00050080, 0x00000008, 0x000006cc, 0x000006c8, 0x000006cb, 0x000500c2, 0x00000008, 0x000006cd,
    0x000006cc, 0x0000003d, 0x000500c7, 0x00000008, 0x000006cf, 0x000006cd, 0x0000010a, 0x000500aa,
    0x0000001d, 0x000006d0, 0x000006cf, 0x00000113, 0x000300f7, 0x000006d5, 0x00000000, 0x000400fa,
    0x000006d0, 0x000006d1, 0x000006d5, 0x000200f8, 0x000006d1, 0x000500c7, 0x00000008, 0x000006d3,
    0x000006cd, 0x0000003f, 0x000500c5, 0x00000008, 0x000006d4, 0x000006d3, 0x00000119, 0x000200f9,
    0x000006d5, 0x000200f8, 0x000006d5, 0x000700f5, 0x00000008, 0x0000078e, 0x000006cd, 0x000006c6,
    0x000006d4, 0x000006d1, 0x000200f9, 0x000006d7, 0x000200f8, 0x000006d7, 0x000900f5, 0x00000008,
    0x0000078f, 0x000006be, 0x000006bb, 0x000006c5, 0x000006c3, 0x0000078e, 0x000006d5, 0x000200f9,
    0x0000063e, 0x000200f8, 0x0000063e, 0x000700f5, 0x00000008, 0x00000795, 0x00000794, 0x000006ad,
    0x0000078f, 0x000006d7, 0x00050080, 0x00000008, 0x00000495, 0x0000078d, 0x00000070, 0x00050041,
    0x00000007, 0x00000496, 0x000003ac, 0x00000495, 0x0004003d, 0x00000006, 0x00000497, 0x00000496,
    0x000300f7, 0x000006e4, 0x00000000, 0x000400fa, 0x000001ae, 0x000006de, 0x000006e1, 0x000200f8,
    0x000006de, 0x000300f7, 0x00000753, 0x00000000, 0x000300fb, 0x00000089, 0x000006f5, 0x000200f8,
    0x000006f5, 0x0004007c, 0x00000008, 0x000006f7, 0x00000497, 0x000500c2, 0x00000008, 0x000006f9,
    0x000006f7, 0x0000003d, 0x000500c7, 0x00000008, 0x000006fa, 0x000006f9, 0x0000003f, 0x000500c7,
    0x00000008, 0x000006fc, 0x000006f7, 0x00000043, 0x000500ae, 0x0000001d, 0x000006fe, 0x000006fc,
    0x00000046, 0x000300f7, 0x0000070c, 0x00000000, 0x000400fa, 0x000006fe, 0x000006ff, 0x0000070c,
    0x000200f8, 0x000006ff, 0x000500ac, 0x0000001d, 0x00000702, 0x000006fc, 0x00000046, 0x000300f7,
    0x00000709, 0x00000000, 0x000400fa, 0x00000702, 0x00000703, 0x00000708, 0x000200f8, 0x00000703,
    0x000500c2, 0x00000008, 0x00000705, 0x000006fc, 0x00000052, 0x000500c7, 0x00000008, 0x00000706,
    0x00000705, 0x00000054, 0x000500c5, 0x00000008, 0x00000707, 0x00000050, 0x00000706, 0x000200f9,
    0x00000709, 0x000200f8, 0x00000708, 0x000200f9, 0x00000709, 0x000200f8, 0x00000709, 0x000700f5,
    0x00000008, 0x000007a3, 0x00000707, 0x00000703, 0x00000058, 0x00000708, 0x000500c5, 0x00000008,
    0x0000070b, 0x000006fa, 0x000007a3, 0x000200f9, 0x00000753, 0x000200f8, 0x0000070c, 0x000500ae,
    0x0000001d, 0x0000070e, 0x000006fc, 0x0000005d, 0x000300f7, 0x00000712, 0x00000000, 0x000400fa,
    0x0000070e, 0x0000070f, 0x00000712, 0x000200f8, 0x0000070f, 0x000500c5, 0x00000008, 0x00000711,
    0x000006fa, 0x00000062, 0x000200f9, 0x00000753, 0x000200f8, 0x00000712, 0x000500ae, 0x0000001d,
    0x00000714, 0x000006fc, 0x00000066, 0x000300f7, 0x00000721, 0x00000000, 0x000400fa, 0x00000714,
    0x00000715, 0x00000721, 0x000200f8, 0x00000715, 0x00050080, 0x00000008, 0x00000717, 0x000006fc,
    0x0000006c, 0x000500c2, 0x00000008, 0x00000719, 0x000006fc, 0x00000052, 0x000500c7, 0x00000008,
    0x0000071a, 0x00000719, 0x00000070, 0x00050080, 0x00000008, 0x0000071b, 0x00000717, 0x0000071a,
    0x000500c2, 0x00000008, 0x0000071c, 0x0000071b, 0x00000052, 0x00050082, 0x00000008, 0x0000071f,
    0x0000071c, 0x00000076, 0x000500c5, 0x00000008, 0x00000720, 0x000006fa, 0x0000071f, 0x000200f9,
    0x00000753, 0x000200f8, 0x00000721, 0x000500c2, 0x00000008, 0x00000723, 0x000006fc, 0x0000007c,
    0x00050082, 0x00000008, 0x00000725, 0x0000007f, 0x00000723, 0x000500c7, 0x00000008, 0x00000727,
    0x000006fc, 0x00000084, 0x000500c5, 0x00000008, 0x00000728, 0x00000727, 0x00000086, 0x000500aa,
    0x0000001d, 0x0000072a, 0x00000723, 0x00000089, 0x000500ac, 0x0000001d, 0x0000072c, 0x00000725,
    0x0000008c, 0x000500a6, 0x0000001d, 0x0000072d, 0x0000072a, 0x0000072c, 0x000300f7, 0x00000730,
    0x00000000, 0x000400fa, 0x0000072d, 0x0000072e, 0x00000730, 0x000200f8, 0x0000072e, 0x000200f9,
    0x00000753, 0x000200f8, 0x00000730, 0x000500c2, 0x00000008, 0x00000733, 0x00000728, 0x00000725,
    0x000500c4, 0x00000008, 0x00000736, 0x00000070, 0x00000725, 0x00050082, 0x00000008, 0x00000737,
    0x00000736, 0x00000070, 0x000500c7, 0x00000008, 0x00000738, 0x00000728, 0x00000737, 0x00050082,
    0x00000008, 0x0000073a, 0x00000846, 0x00000723, 0x000500c4, 0x00000008, 0x0000073b, 0x00000070,
    0x0000073a, 0x000500ac, 0x0000001d, 0x0000073e, 0x00000738, 0x0000073b, 0x000400a8, 0x0000001d,
    0x0000073f, 0x0000073e, 0x000300f7, 0x0000074a, 0x00000000, 0x000400fa, 0x0000073f, 0x00000740,
    0x0000074a, 0x000200f8, 0x00000740, 0x000500aa, 0x0000001d, 0x00000743, 0x00000738, 0x0000073b,
    0x000300f7, 0x00000748, 0x00000000, 0x000400fa, 0x00000743, 0x00000744, 0x00000748, 0x000200f8,
    0x00000744, 0x000500c7, 0x00000008, 0x00000746, 0x00000733, 0x00000070, 0x000500ab, 0x0000001d,
    0x00000747, 0x00000746, 0x00000089, 0x000200f9, 0x00000748, 0x000200f8, 0x00000748, 0x000700f5,
    0x0000001d, 0x00000749, 0x00000743, 0x00000740, 0x00000747, 0x00000744, 0x000200f9, 0x0000074a,
    0x000200f8, 0x0000074a, 0x000700f5, 0x0000001d, 0x0000074b, 0x0000073e, 0x00000730, 0x00000749,
    0x00000748, 0x000300f7, 0x0000074f, 0x00000000, 0x000400fa, 0x0000074b, 0x0000074c, 0x0000074f,
    0x000200f8, 0x0000074c, 0x00050080, 0x00000008, 0x0000074e, 0x00000733, 0x000000b4, 0x000200f9,
    0x0000074f, 0x000200f8, 0x0000074f, 0x000700f5, 0x00000008, 0x000007a2, 0x00000733, 0x0000074a,
    0x0000074e, 0x0000074c, 0x000500c5, 0x00000008, 0x00000752, 0x000006fa, 0x000007a2, 0x000200f9,
    0x00000753, 0x000200f8, 0x00000753, 0x000d00f5, 0x00000008, 0x000007a4, 0x0000070b, 0x00000709,
    0x00000711, 0x0000070f, 0x00000720, 0x00000715, 0x000006fa, 0x0000072e, 0x00000752, 0x0000074f,
    0x000200f9, 0x000006e4, 0x000200f8, 0x000006e1, 0x000300f7, 0x0000077d, 0x00000000, 0x000300fb,
    0x00000089, 0x0000075b, 0x000200f8, 0x0000075b, 0x0004007c, 0x00000008, 0x0000075d, 0x00000497,
    0x000500c7, 0x00000008, 0x0000075f, 0x0000075d, 0x00000043, 0x000500ac, 0x0000001d, 0x00000760,
    0x0000075f, 0x00000046, 0x000300f7, 0x00000765, 0x00000000, 0x000400fa, 0x00000760, 0x00000761,
    0x00000765, 0x000200f8, 0x00000761, 0x000500c2, 0x00000008, 0x00000763, 0x0000075d, 0x0000003d,
    0x000500c5, 0x00000008, 0x00000764, 0x00000763, 0x000000fd, 0x000200f9, 0x0000077d, 0x000200f8,
    0x00000765, 0x000500aa, 0x0000001d, 0x00000768, 0x0000075f, 0x00000046, 0x000300f7, 0x0000076c,
    0x00000000, 0x000400fa, 0x00000768, 0x00000769, 0x0000076c, 0x000200f8, 0x00000769, 0x000500c2,
    0x00000008, 0x0000076b, 0x0000075d, 0x0000003d, 0x000200f9, 0x0000077d, 0x000200f8, 0x0000076c,
    0x00050080, 0x00000008, 0x0000076e, 0x0000075d, 0x0000010a, 0x000500c2, 0x00000008, 0x00000770,
    0x0000075d, 0x0000003d, 0x000500c7, 0x00000008, 0x00000771, 0x00000770, 0x00000070, 0x00050080,
    0x00000008, 0x00000772, 0x0000076e, 0x00000771, 0x000500c2, 0x00000008, 0x00000773, 0x00000772,
    0x0000003d, 0x000500c7, 0x00000008, 0x00000775, 0x00000773, 0x0000010a, 0x000500aa, 0x0000001d,
    0x00000776, 0x00000775, 0x00000113, 0x000300f7, 0x0000077b, 0x00000000, 0x000400fa, 0x00000776,
    0x00000777, 0x0000077b, 0x000200f8, 0x00000777, 0x000500c7, 0x00000008, 0x00000779, 0x00000773,
    0x0000003f, 0x000500c5, 0x00000008, 0x0000077a, 0x00000779, 0x00000119, 0x000200f9, 0x0000077b,
    0x000200f8, 0x0000077b, 0x000700f5, 0x00000008, 0x0000079e, 0x00000773, 0x0000076c, 0x0000077a,
    0x00000777, 0x000200f9, 0x0000077d, 0x000200f8, 0x0000077d, 0x000900f5, 0x00000008, 0x0000079f,
    0x00000764, 0x00000761, 0x0000076b, 0x00000769, 0x0000079e, 0x0000077b, 0x000200f9, 0x000006e4,
    0x000200f8, 0x000006e4, 0x000700f5, 0x00000008, 0x000007a5, 0x000007a4, 0x00000753, 0x0000079f,
    0x0000077d, 0x000500c4, 0x00000008, 0x00000499, 0x000007a5, 0x0000003d, 0x000500c5, 0x00000008,
    0x0000049a, 0x00000795, 0x00000499, 0x00060041, 0x000001ca, 0x0000049b, 0x00000304, 0x000001c6,
    0x0000048f, 0x0003003e, 0x0000049b, 0x0000049a, 0x000200f9, 0x0000049c, 0x000200f8, 0x0000049c,
    0x00050080, 0x00000008, 0x0000049e, 0x0000078d, 0x0000012c, 0x000200f9, 0x00000485, 0x000200f8,
    0x0000049f, 0x000200f9, 0x000004a0, 0x000200f8, 0x000004a0, 0x000200f9, 0x000004a1, 0x000200f8,
    0x000004a1, 0x00050080, 0x00000008, 0x000004a3, 0x00000781, 0x00000330, 0x000200f9, 0x00000406,
    0x000200f8, 0x000004a4, 0x000200f9, 0x000004a5, 0x000200f8, 0x000004a5, 0x000200f9, 0x00000363,
    0x000200f8, 0x00000363, 0x00050080, 0x00000008, 0x00000375, 0x0000077f, 0x000000b4, 0x000200f9,
    0x00000360, 0x000200f8, 0x00000362, 0x000200f9, 0x00000378, 0x000200f8, 0x00000378, 0x000100fd,
    0x00010038,
};
static const uint32_t kvq__spv_slot_check[542] = {
    0x07230203, 0x00010300, 0x000d000b, 0x0000007c, 0x00000000, 0x00020011, 0x00000001, 0x0006000b,
    0x00000001, 0x4c534c47, 0x6474732e, 0x3035342e, 0x00000000, 0x0003000e, 0x00000000, 0x00000001,
    0x0008000f, 0x00000005, 0x00000004, 0x6e69616d, 0x00000000, 0x0000000c, 0x00000011, 0x0000001d,
    0x00060010, 0x00000004, 0x00000011, 0x00000001, 0x00000001, 0x00000001, 0x00040047, 0x0000000c,
    0x0000000b, 0x0000001a, 0x00040047, 0x00000011, 0x0000000b, 0x00000018, 0x00040047, 0x00000019,
    0x00000001, 0x00000000, 0x00040047, 0x0000001a, 0x0000000b, 0x00000019, 0x00040047, 0x0000001d,
    0x0000000b, 0x0000001b, 0x00050048, 0x00000027, 0x00000000, 0x00000023, 0x00000000, 0x00050048,
    0x00000027, 0x00000001, 0x00000023, 0x00000004, 0x00050048, 0x00000027, 0x00000002, 0x00000023,
    0x00000008, 0x00050048, 0x00000027, 0x00000003, 0x00000023, 0x0000000c, 0x00050048, 0x00000027,
    0x00000004, 0x00000023, 0x00000010, 0x00050048, 0x00000027, 0x00000005, 0x00000023, 0x00000014,
    0x00050048, 0x00000027, 0x00000006, 0x00000023, 0x00000018, 0x00050048, 0x00000027, 0x00000007,
    0x00000023, 0x0000001c, 0x00050048, 0x00000027, 0x00000008, 0x00000023, 0x00000020, 0x00050048,
    0x00000027, 0x00000009, 0x00000023, 0x00000024, 0x00050048, 0x00000027, 0x0000000a, 0x00000023,
    0x00000028, 0x00050048, 0x00000027, 0x0000000b, 0x00000023, 0x0000002c, 0x00050048, 0x00000027,
    0x0000000c, 0x00000023, 0x00000030, 0x00050048, 0x00000027, 0x0000000d, 0x00000023, 0x00000034,
    0x00030047, 0x00000027, 0x00000002, 0x00040047, 0x00000036, 0x00000006, 0x00000004, 0x00040048,
    0x00000037, 0x00000000, 0x00000018, 0x00050048, 0x00000037, 0x00000000, 0x00000023, 0x00000000,
    0x00030047, 0x00000037, 0x00000002, 0x00040047, 0x00000039, 0x00000022, 0x00000000, 0x00040047,
    0x00000039, 0x00000021, 0x00000000, 0x00040047, 0x0000004f, 0x00000006, 0x00000004, 0x00050048,
    0x00000050, 0x00000000, 0x00000023, 0x00000000, 0x00030047, 0x00000050, 0x00000002, 0x00040047,
    0x00000052, 0x00000022, 0x00000000, 0x00040047, 0x00000052, 0x00000021, 0x00000001, 0x00020013,
    0x00000002, 0x00030021, 0x00000003, 0x00000002, 0x00040015, 0x00000006, 0x00000020, 0x00000000,
    0x00040017, 0x0000000a, 0x00000006, 0x00000003, 0x00040020, 0x0000000b, 0x00000001, 0x0000000a,
    0x0004003b, 0x0000000b, 0x0000000c, 0x00000001, 0x0004002b, 0x00000006, 0x0000000d, 0x00000001,
    0x00040020, 0x0000000e, 0x00000001, 0x00000006, 0x0004003b, 0x0000000b, 0x00000011, 0x00000001,
    0x0004002b, 0x00000006, 0x00000012, 0x00000000, 0x00040032, 0x00000006, 0x00000019, 0x00000001,
    0x00060033, 0x0000000a, 0x0000001a, 0x00000019, 0x0000000d, 0x0000000d, 0x0004003b, 0x0000000b,
    0x0000001d, 0x00000001, 0x0010001e, 0x00000027, 0x00000006, 0x00000006, 0x00000006, 0x00000006,
    0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006, 0x00000006,
    0x00000006, 0x00000006, 0x00040020, 0x00000028, 0x00000009, 0x00000027, 0x0004003b, 0x00000028,
    0x00000029, 0x00000009, 0x00040015, 0x0000002a, 0x00000020, 0x00000001, 0x0004002b, 0x0000002a,
    0x0000002b, 0x00000000, 0x00040020, 0x0000002c, 0x00000009, 0x00000006, 0x00020014, 0x0000002f,
    0x0003001d, 0x00000036, 0x0000002a, 0x0003001e, 0x00000037, 0x00000036, 0x00040020, 0x00000038,
    0x0000000c, 0x00000037, 0x0004003b, 0x00000038, 0x00000039, 0x0000000c, 0x0004002b, 0x0000002a,
    0x0000003a, 0x00000009, 0x00040020, 0x0000003f, 0x0000000c, 0x0000002a, 0x0004002b, 0x0000002a,
    0x00000048, 0x00000004, 0x0003001d, 0x0000004f, 0x00000006, 0x0003001e, 0x00000050, 0x0000004f,
    0x00040020, 0x00000051, 0x0000000c, 0x00000050, 0x0004003b, 0x00000051, 0x00000052, 0x0000000c,
    0x0004002b, 0x0000002a, 0x00000053, 0x0000000c, 0x0004002b, 0x00000006, 0x00000056, 0x00000004,
    0x00040020, 0x00000058, 0x0000000c, 0x00000006, 0x00050036, 0x00000002, 0x00000004, 0x00000000,
    0x00000003, 0x000200f8, 0x00000005, 0x000300f7, 0x00000067, 0x00000000, 0x000300fb, 0x00000012,
    0x00000068, 0x000200f8, 0x00000068, 0x00050041, 0x0000000e, 0x0000006f, 0x0000000c, 0x0000000d,
    0x0004003d, 0x00000006, 0x00000070, 0x0000006f, 0x00050041, 0x0000000e, 0x00000071, 0x00000011,
    0x00000012, 0x0004003d, 0x00000006, 0x00000072, 0x00000071, 0x00050084, 0x00000006, 0x00000073,
    0x00000070, 0x00000072, 0x00050041, 0x0000000e, 0x00000074, 0x0000000c, 0x00000012, 0x0004003d,
    0x00000006, 0x00000075, 0x00000074, 0x00050080, 0x00000006, 0x00000076, 0x00000073, 0x00000075,
    0x00050051, 0x00000006, 0x00000077, 0x0000001a, 0x00000000, 0x00050084, 0x00000006, 0x00000078,
    0x00000076, 0x00000077, 0x00050041, 0x0000000e, 0x00000079, 0x0000001d, 0x00000012, 0x0004003d,
    0x00000006, 0x0000007a, 0x00000079, 0x00050080, 0x00000006, 0x0000007b, 0x00000078, 0x0000007a,
    0x00050041, 0x0000002c, 0x0000002d, 0x00000029, 0x0000002b, 0x0004003d, 0x00000006, 0x0000002e,
    0x0000002d, 0x000500ae, 0x0000002f, 0x00000030, 0x0000007b, 0x0000002e, 0x000300f7, 0x00000032,
    0x00000000, 0x000400fa, 0x00000030, 0x00000031, 0x00000032, 0x000200f8, 0x00000031, 0x000200f9,
    0x00000067, 0x000200f8, 0x00000032, 0x00050041, 0x0000002c, 0x0000003b, 0x00000029, 0x0000003a,
    0x0004003d, 0x00000006, 0x0000003c, 0x0000003b, 0x00050080, 0x00000006, 0x0000003e, 0x0000003c,
    0x0000007b, 0x00060041, 0x0000003f, 0x00000040, 0x00000039, 0x0000002b, 0x0000003e, 0x0004003d,
    0x0000002a, 0x00000041, 0x00000040, 0x000500af, 0x0000002f, 0x00000043, 0x00000041, 0x0000002b,
    0x000300f7, 0x00000045, 0x00000000, 0x000400fa, 0x00000043, 0x00000044, 0x00000045, 0x000200f8,
    0x00000044, 0x0004007c, 0x00000006, 0x00000047, 0x00000041, 0x00050041, 0x0000002c, 0x00000049,
    0x00000029, 0x00000048, 0x0004003d, 0x00000006, 0x0000004a, 0x00000049, 0x000500ae, 0x0000002f,
    0x0000004b, 0x00000047, 0x0000004a, 0x000200f9, 0x00000045, 0x000200f8, 0x00000045, 0x000700f5,
    0x0000002f, 0x0000004c, 0x00000043, 0x00000032, 0x0000004b, 0x00000044, 0x000300f7, 0x0000004e,
    0x00000000, 0x000400fa, 0x0000004c, 0x0000004d, 0x0000004e, 0x000200f8, 0x0000004d, 0x00050041,
    0x0000002c, 0x00000054, 0x00000029, 0x00000053, 0x0004003d, 0x00000006, 0x00000055, 0x00000054,
    0x00050084, 0x00000006, 0x00000057, 0x00000055, 0x00000056, 0x00060041, 0x00000058, 0x00000059,
    0x00000052, 0x0000002b, 0x00000057, 0x000700f1, 0x00000006, 0x0000005a, 0x00000059, 0x0000000d,
    0x00000012, 0x0000000d, 0x00050080, 0x00000006, 0x0000005e, 0x00000057, 0x0000000d, 0x00060041,
    0x00000058, 0x0000005f, 0x00000052, 0x0000002b, 0x0000005e, 0x000700ed, 0x00000006, 0x00000061,
    0x0000005f, 0x0000000d, 0x00000012, 0x0000007b, 0x000200f9, 0x0000004e, 0x000200f8, 0x0000004e,
    0x000200f9, 0x00000067, 0x000200f8, 0x00000067, 0x000100fd, 0x00010038,
};
/* KVQ-SPIRV-END */

static const uint32_t *kvq__spirv(uint32_t kernel, size_t *n_words)
{
    switch (kernel) {
#define KVQ__X(id, name, nb)                                          \
    case KVQ__KERNEL_##id:                                            \
        *n_words = sizeof(kvq__spv_##name) / sizeof(kvq__spv_##name[0]); \
        return kvq__spv_##name;
        KVQ__KERNEL_LIST(KVQ__X)
#undef KVQ__X
    default:
        *n_words = 0;
        return NULL;
    }
}
#endif /* !KVQ_NO_VULKAN */

#endif /* KVQ__IMPLEMENTED */
#endif /* KVQ_IMPLEMENTATION */

/*
------------------------------------------------------------------------------
This software is available under 2 licenses -- choose whichever you prefer.
------------------------------------------------------------------------------
ALTERNATIVE A - MIT License
Copyright (c) 2026 the kvq authors
Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the "Software"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
of the Software, and to permit persons to whom the Software is furnished to do
so, subject to the following conditions:
The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
------------------------------------------------------------------------------
ALTERNATIVE B - Public Domain (www.unlicense.org)
This is free and unencumbered software released into the public domain.
Anyone is free to copy, modify, publish, use, compile, sell, or distribute this
software, either in source code form or as a compiled binary, for any purpose,
commercial or non-commercial, and by any means.
In jurisdictions that recognize copyright laws, the author or authors of this
software dedicate any and all copyright interest in the software to the public
domain. We make this dedication for the benefit of the public at large and to
the detriment of our heirs and successors. We intend this dedication to be an
overt act of relinquishment in perpetuity of all present and future rights to
this software under copyright law.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN
ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
------------------------------------------------------------------------------
*/
