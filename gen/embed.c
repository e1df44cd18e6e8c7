/* gen/embed.c: splices SPIR-V files into kvq.h between the markers
   KVQ-SPIRV-BEGIN and KVQ-SPIRV-END, as `static const uint32_t
   kvq__spv_<kernel>__<variant>[]` arrays (uint32_t, so 4-byte aligned) and
   a table `kvq__spv_table` of {kernel, variant, words, n_words}.

   usage: embed <kvq.h in> <kvq.h out> <kernel>__<variant>=<file.spv> ...
   Run by `make shaders`; `make check-shaders` runs it into a temporary file
   and compares. Deterministic: same SPIR-V in, same bytes out. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char *slurp(const char *path, long *n)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    if (!f) { fprintf(stderr, "embed: cannot open %s\n", path); exit(1); }
    fseek(f, 0, SEEK_END);
    *n = ftell(f);
    fseek(f, 0, SEEK_SET);
    buf = (char *)malloc((size_t)*n + 1);
    if (!buf || fread(buf, 1, (size_t)*n, f) != (size_t)*n) { fprintf(stderr, "embed: cannot read %s\n", path); exit(1); }
    buf[*n] = 0;
    fclose(f);
    return buf;
}

int main(int argc, char **argv)
{
    const char *begin_mark = "/* KVQ-SPIRV-BEGIN */", *end_mark = "/* KVQ-SPIRV-END */";
    long n_header, n_spv, i;
    char *header, *begin, *end;
    FILE *out;
    int a;
    if (argc < 4) { fprintf(stderr, "usage: embed in.h out.h name=file.spv ...\n"); return 2; }
    header = slurp(argv[1], &n_header);
    begin = strstr(header, begin_mark);
    end = begin ? strstr(begin, end_mark) : NULL;
    if (!begin || !end) { fprintf(stderr, "embed: markers not found in %s\n", argv[1]); return 1; }
    begin += strlen(begin_mark);
    out = fopen(argv[2], "wb");
    if (!out) { fprintf(stderr, "embed: cannot write %s\n", argv[2]); return 1; }
    fwrite(header, 1, (size_t)(begin - header), out);
    fputc('\n', out);
    for (a = 3; a < argc; a++) {
        char *eq = strchr(argv[a], '=');
        unsigned char *spv;
        if (!eq || !strstr(argv[a], "__") || strstr(argv[a], "__") > eq) {
            fprintf(stderr, "embed: expected kernel__variant=file.spv, got %s\n", argv[a]);
            return 2;
        }
        *eq = 0;
        spv = (unsigned char *)slurp(eq + 1, &n_spv);
        if (n_spv == 0 || n_spv % 4 != 0 || spv[0] != 0x03 || spv[1] != 0x02 || spv[2] != 0x23 || spv[3] != 0x07) {
            fprintf(stderr, "embed: %s is not little-endian SPIR-V\n", eq + 1);
            return 1;
        }
        fprintf(out, "static const uint32_t kvq__spv_%s[%ld] = {", argv[a], n_spv / 4);
        for (i = 0; i < n_spv / 4; i++) {
            unsigned long w = (unsigned long)spv[4 * i] | (unsigned long)spv[4 * i + 1] << 8 |
                              (unsigned long)spv[4 * i + 2] << 16 | (unsigned long)spv[4 * i + 3] << 24;
            fprintf(out, "%s0x%08lx,", i % 8 == 0 ? "\n    " : " ", w);
        }
        fprintf(out, "\n};\n");
        free(spv);
    }
    fprintf(out, "static const kvq__spv_module kvq__spv_table[] = {\n");
    for (a = 3; a < argc; a++) {
        char *sep = strstr(argv[a], "__");
        fprintf(out, "    {\"%.*s\", \"%s\", kvq__spv_%s, sizeof kvq__spv_%s / 4},\n", (int)(sep - argv[a]), argv[a],
                sep + 2, argv[a], argv[a]);
    }
    fprintf(out, "};\n");
    fputs(end, out);
    fclose(out);
    free(header);
    return 0;
}
