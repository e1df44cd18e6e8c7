/* cm2c IN.comp OUT.spv: compiles a GLSL compute shader to SPIR-V 1.6 with the glslang that slangpy's wheel
   carries (its libslang-glslang, loaded with dlopen from $SLANG_GLSLANG), for attn_cm2.comp: Debian 12's
   glslang (11.13) has no GL_NV_cooperative_matrix2. The request structure is slang's
   glslang_CompileRequest_1_2 (source/slang-glslang/slang-glslang.h), written out. No #include, no -D:
   put defines at the top of the source. Not part of kvq; examples/mma_probe/README.md says how to get the
   library. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef void (*cm2c_out_fn)(void const *data, size_t size, void *user);
typedef struct {
    size_t size_in_bytes;
    const char *source_path;
    const void *input_begin, *input_end;
    cm2c_out_fn diagnostic_fn;
    void *diagnostic_user;
    cm2c_out_fn output_fn;
    void *output_user;
    int stage; /* slang's SLANG_STAGE_COMPUTE: 6 */
    unsigned action, optimization_level, debug_info_type;
    const char *spirv_target_name;
    struct { int major, minor, patch; } spirv_version;
    const char *entry_point_name;
} cm2c_request;

static void to_stderr(void const *d, size_t n, void *u) { (void)u; fwrite(d, 1, n, stderr); }
static void to_file(void const *d, size_t n, void *u) { fwrite(d, 1, n, (FILE *)u); }

int main(int argc, char **argv)
{
    const char *lib = getenv("SLANG_GLSLANG");
    int (*compile)(cm2c_request *);
    cm2c_request r;
    FILE *in, *out;
    char *src;
    long n;
    void *h;
    int rc;
    if (argc != 3 || !lib) {
        fprintf(stderr, "usage: SLANG_GLSLANG=.../libslang-glslang-*.so cm2c IN.comp OUT.spv\n");
        return 2;
    }
    h = dlopen(lib, RTLD_NOW);
    if (!h) { fprintf(stderr, "cm2c: %s\n", dlerror()); return 1; }
    *(void **)&compile = dlsym(h, "glslang_compile_1_2"); /* (POSIX's way to a function pointer) */
    if (!compile) { fprintf(stderr, "cm2c: %s has no glslang_compile_1_2\n", lib); return 1; }
    in = fopen(argv[1], "rb");
    if (!in) { perror(argv[1]); return 1; }
    fseek(in, 0, SEEK_END);
    n = ftell(in);
    fseek(in, 0, SEEK_SET);
    src = malloc((size_t)n + 1);
    if (!src || fread(src, 1, (size_t)n, in) != (size_t)n) { fprintf(stderr, "cm2c: cannot read %s\n", argv[1]); return 1; }
    src[n] = 0;
    fclose(in);
    out = fopen(argv[2], "wb");
    if (!out) { perror(argv[2]); return 1; }
    memset(&r, 0, sizeof r);
    r.size_in_bytes = sizeof r;
    r.source_path = argv[1];
    r.input_begin = src;
    r.input_end = src + n;
    r.diagnostic_fn = to_stderr;
    r.output_fn = to_file;
    r.output_user = out;
    r.stage = 6;
    r.spirv_version.major = 1;
    r.spirv_version.minor = 6;
    r.entry_point_name = "main";
    rc = compile(&r);
    fclose(out);
    free(src);
    if (rc) {
        fprintf(stderr, "cm2c: %s did not compile (%d)\n", argv[1], rc);
        remove(argv[2]);
    }
    return rc != 0;
}
