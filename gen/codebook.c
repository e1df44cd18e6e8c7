/* gen/codebook.c: computes the Lloyd-Max codebooks of the standard normal
   distribution that kvq.h's rotation + codebook formats (TQ2..TQ8) use, and
   prints them as source so that C and GLSL share one set of numbers.

   After a random rotation every coordinate of a key/value vector is close to
   N(0,1), so the best scalar quantizer with n = 2^b levels is the Lloyd-Max
   quantizer of N(0,1). Its levels c_0 < ... < c_{n-1} are the fixed point of
   Lloyd's map: the thresholds are the midpoints t_i = (c_{i-1} + c_i) / 2
   (t_0 = -inf, t_n = +inf), and each level is the mean of its cell,
       c_i = (phi(t_i) - phi(t_{i+1})) / (Phi(t_{i+1}) - Phi(t_i)).
   The density is symmetric and n is even, so t_{n/2} = 0 and only the
   positive half is solved for; the negative half is its exact mirror, which
   also makes the float tables exactly symmetric.

   Plain Lloyd iteration is far too slow to trust at b = 8: the map's
   contraction factor there is about 0.99985 per step, so a step that moves
   the levels by 1e-12 still leaves them ~1e-8 away from the fixed point, and
   reaching 1e-15 would take ~2e5 steps. Instead Newton's method is applied
   to F(c) = c - lloyd(c). Each level depends only on its two thresholds, so
   the Jacobian is tridiagonal and a step costs O(n). For a log-concave
   density such as the normal the derivatives of the cell mean with respect to
   its two ends sum to less than 1, so the Jacobian is a diagonally dominant
   M-matrix: the elimination needs no pivoting and the fixed point is unique.
   The start is the high-resolution optimum (point density proportional to
   phi^(1/3), i.e. the quantiles of N(0,3)), which is already close; a
   backtracking line search keeps the levels ordered and the residual falling,
   and a plain Lloyd step is the fallback when Newton makes no progress far
   from the solution. The result is accepted only if the residual
   max|c - lloyd(c)|, recomputed on the full table with the general formulas,
   is below 1e-14. The same slow mode makes the fixed point ill-conditioned:
   an error e leaves a residual of only ~1.5e-4 e at b = 8, so a residual at
   rounding level (~4e-16) still allows up to ~3e-12 of error (1.3e-13 was
   measured against a 40-digit solution). That is harmless for tables rounded
   to float (a relative step of 6e-8), and it is why Lloyd iteration stopped
   by a step-size test cannot be trusted there.

   The cell means are computed by quadrature as weighted averages, which
   rounding errors of a few ulps in the weights can move only by a few ulps
   times the cell width; the closed form above, even with erf/erfc and expm1 arranged to
   avoid the worst cancellation, is a ratio of two differences that both
   cancel in narrow cells and carries ~2e-14 of noise at b = 8. The check mode
   reports the residual under both.

   The distortion D_b = E[(X - Q(X))^2] is integrated cell by cell with
   Gauss-Legendre quadrature: the textbook form 1 - sum c_i^2 P_i subtracts
   two numbers within 4e-5 of each other at b = 8 and loses four to five
   digits.
   The check mode compares the two forms.

   Modes (the only argument):
     c      the tables as a C fragment for kvq.h, between the markers
            KVQ-CODEBOOK-BEGIN and KVQ-CODEBOOK-END (levels, decision
            thresholds and distortions);
     glsl   the tables as GLSL, for shaders/kvq_codebook.glsl;
     check  a readable table and a comparison with the reference values from
            the spec; exits 1 if anything is off.
   Output depends only on the numbers, so it is the same on every run. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_BITS 8
#define MAX_LEVELS (1 << MAX_BITS)
#define MAX_HALF (MAX_LEVELS / 2)
#define NUM_BOOKS 8   /* b = 1..8 (kvq's formats use 2..6 and 8) */
#define LINE_COLS 120 /* longest line the emitted source may have */
#define RESIDUAL_LIMIT 1e-14

static const int book_bits[NUM_BOOKS] = { 1, 2, 3, 4, 5, 6, 7, 8 };

static const double PI = 3.14159265358979323846;
static const double SQRT1_2 = 0.70710678118654752440;
static const double INV_SQRT_2PI = 0.39894228040143267794;

struct codebook {
    int bits, n;
    int newton_steps, lloyd_steps;
    double residual;        /* max |c - lloyd(c)| over the full table, cell means by quadrature */
    double residual_closed; /* the same with the closed-form erf/erfc cell means */
    double distortion;      /* by quadrature */
    double distortion_alt;  /* 1 - sum c_i^2 P_i in closed form, as a cross-check */
    double c[MAX_LEVELS];   /* ascending */
};

static double pdf(double x)
{
    return INV_SQRT_2PI * exp(-0.5 * x * x); /* exp(-inf) = 0 covers the infinite ends */
}

/* Closed forms, used only to cross-check the quadrature below. */

/* Phi(b) - Phi(a) for a < b, either end possibly infinite. */
static double closed_mass(double a, double b)
{
    double eb, ca;
    if (b <= 0.0) { /* mirror: the formulas below are accurate on the positive side */
        double t = a;
        a = -b;
        b = -t;
    }
    if (a < 0.0) /* straddles zero: a sum of two positive parts, no cancellation */
        return 0.5 * (erf(b * SQRT1_2) - erf(a * SQRT1_2));
    /* Both ends >= 0: subtract whichever pair of values is smaller, so the
       rounding error is small relative to the difference. */
    eb = erf(b * SQRT1_2);
    ca = erfc(a * SQRT1_2);
    if (eb <= ca)
        return 0.5 * (eb - erf(a * SQRT1_2));
    return 0.5 * (ca - erfc(b * SQRT1_2));
}

/* phi(a) - phi(b) = integral of x phi(x) over (a, b). Factoring out the
   larger of the two densities leaves expm1 of a non-positive argument, which
   stays accurate when the cell is narrow. */
static double closed_moment(double a, double b)
{
    if (isinf(a) || isinf(b))
        return pdf(a) - pdf(b);
    if (fabs(a) <= fabs(b))
        return -pdf(a) * expm1(0.5 * (a - b) * (a + b));
    return pdf(b) * expm1(0.5 * (b - a) * (b + a));
}

/* Quadrature. The closed-form mean is a ratio of two differences that both
   cancel in narrow cells: at b = 8 the cells near 2 sigma are 0.04 wide and
   the ratio carries ~2e-14 of rounding noise, more than the tolerance. As a
   weighted average of the points of the cell, the mean is perturbed by at most
   (cell width) x (relative error of the weights), so it is computed that way. */

#define GL_NODES 16

struct gl_rule {
    double node[GL_NODES], weight[GL_NODES];
};

/* Gauss-Legendre nodes and weights on [-1, 1], computed once. */
static const struct gl_rule *gl_rule(void)
{
    static struct gl_rule r;
    static int ready = 0;
    int i, k, it;
    if (ready)
        return &r;
    for (i = 0; i < (GL_NODES + 1) / 2; i++) {
        double z = cos(PI * (i + 0.75) / (GL_NODES + 0.5)), dp = 1.0;
        for (it = 0; it < 100; it++) {
            double p0 = 1.0, p1 = 0.0, dz;
            for (k = 1; k <= GL_NODES; k++) {
                double p2 = p1;
                p1 = p0;
                p0 = ((2.0 * k - 1.0) * z * p1 - (k - 1.0) * p2) / k;
            }
            dp = GL_NODES * (z * p0 - p1) / (z * z - 1.0);
            dz = p0 / dp;
            z -= dz;
            if (fabs(dz) < 1e-16)
                break;
        }
        r.node[i] = -z;
        r.node[GL_NODES - 1 - i] = z;
        r.weight[i] = r.weight[GL_NODES - 1 - i] = 2.0 / ((1.0 - z * z) * dp * dp);
    }
    ready = 1;
    return &r;
}

/* For a cell 0 <= a < b <= inf and the density relative to its value at a,
   e(x) = phi(x) / phi(a) = exp(-(x - a)(x + a) / 2), returns
   q[0] = int e, q[1] = int (x - a) e, q[2] = int (x - c)^2 e over the cell.
   Panels of width <= 1/8 make the 16-point rule exact to rounding for these
   smooth integrands; beyond a + 12 the density has fallen by more than e^-72. */
static void cell_quad(double a, double b, double c, double *q)
{
    const struct gl_rule *r = gl_rule();
    double hi = (isinf(b) || b > a + 12.0) ? a + 12.0 : b;
    int panels = (int)ceil((hi - a) * 8.0), p, k;
    double h;
    if (panels < 1)
        panels = 1;
    h = (hi - a) / panels;
    q[0] = q[1] = q[2] = 0.0;
    for (p = 0; p < panels; p++) {
        double mid = (p + 0.5) * h;
        for (k = 0; k < GL_NODES; k++) {
            double u = mid + 0.5 * h * r->node[k], x = a + u;
            double w = r->weight[k] * exp(-0.5 * u * (u + 2.0 * a));
            q[0] += w;
            q[1] += w * u;
            q[2] += w * (x - c) * (x - c);
        }
    }
    q[0] *= 0.5 * h;
    q[1] *= 0.5 * h;
    q[2] *= 0.5 * h;
}

/* E[X | a < X < b] for any a < b, by quadrature. The middle threshold is
   exactly 0 for a symmetric table, so no cell straddles zero in practice; the
   split keeps the function correct regardless. */
static double cell_mean(double a, double b)
{
    double q[3], r[3];
    if (b <= 0.0)
        return -cell_mean(-b, -a);
    if (a >= 0.0) {
        cell_quad(a, b, 0.0, q);
        return a + q[1] / q[0];
    }
    cell_quad(0.0, b, 0.0, q);
    cell_quad(0.0, -a, 0.0, r);
    return (q[1] - r[1]) / (q[0] + r[0]);
}

/* Thresholds of the positive half x[0..m-1]: s[0] = 0 by symmetry. */
static void half_thresholds(const double *x, int m, double *s)
{
    int j;
    s[0] = 0.0;
    for (j = 1; j < m; j++)
        s[j] = 0.5 * (x[j - 1] + x[j]);
    s[m] = INFINITY;
}

/* One Lloyd step on the positive half; returns max |x - lloyd(x)|. */
static double lloyd_half(const double *x, int m, double *out)
{
    double s[MAX_HALF + 1], q[3], r = 0.0;
    int j;
    half_thresholds(x, m, s);
    for (j = 0; j < m; j++) {
        double g;
        cell_quad(s[j], s[j + 1], 0.0, q);
        g = s[j] + q[1] / q[0];
        if (fabs(x[j] - g) > r)
            r = fabs(x[j] - g);
        if (out)
            out[j] = g;
    }
    return r;
}

/* Newton direction dx = J^-1 F for F(x) = x - lloyd(x) on the positive half. */
static void newton_direction(const double *x, int m, double *dx)
{
    double s[MAX_HALF + 1], lo[MAX_HALF] = { 0 }, di[MAX_HALF] = { 0 }, up[MAX_HALF] = { 0 }, q[3];
    int j;
    half_thresholds(x, m, s);
    for (j = 0; j < m; j++) {
        double a = s[j], b = s[j + 1], g, da, db;
        cell_quad(a, b, 0.0, q);
        g = a + q[1] / q[0];
        /* d(cell mean)/d(end) = phi(end) |end - mean| / P, and P / phi(a) = q[0].
           Each end is the midpoint of two levels, hence the halves below; s[0]
           is pinned at 0 and s[m] at infinity. */
        da = j > 0 ? (g - a) / q[0] : 0.0;
        db = j < m - 1 ? exp(-0.5 * (b - a) * (b + a)) * (b - g) / q[0] : 0.0;
        lo[j] = -0.5 * da;
        up[j] = -0.5 * db;
        di[j] = 1.0 - 0.5 * (da + db);
        dx[j] = x[j] - g;
    }
    for (j = 1; j < m; j++) { /* Thomas elimination; diagonal dominance makes it safe */
        double f = lo[j] / di[j - 1];
        di[j] -= f * up[j - 1];
        dx[j] -= f * dx[j - 1];
    }
    dx[m - 1] /= di[m - 1];
    for (j = m - 2; j >= 0; j--)
        dx[j] = (dx[j] - up[j] * dx[j + 1]) / di[j];
}

static int ordered_positive(const double *x, int m)
{
    int j;
    if (!(x[0] > 0.0))
        return 0;
    for (j = 1; j < m; j++)
        if (!(x[j] > x[j - 1]) || !isfinite(x[j]))
            return 0;
    return 1;
}

/* Upper-tail quantile: the x >= 0 with 0.5 erfc(x / sqrt 2) = q, for 0 < q <= 0.5. */
static double upper_quantile(double q)
{
    double lo = 0.0, hi = 40.0;
    int k;
    for (k = 0; k < 200; k++) {
        double mid = 0.5 * (lo + hi);
        if (mid <= lo || mid >= hi)
            break;
        if (0.5 * erfc(mid * SQRT1_2) > q)
            lo = mid;
        else
            hi = mid;
    }
    return 0.5 * (lo + hi);
}

static void solve(int bits, struct codebook *cb)
{
    int n = 1 << bits, m = n / 2, j, i;
    double x[MAX_HALF] = { 0 }, trial[MAX_HALF], dx[MAX_HALF], s[MAX_HALF + 1];
    double res, q[3], d = 0.0, sum = 0.0;

    memset(cb, 0, sizeof *cb);
    cb->bits = bits;
    cb->n = n;
    for (j = 0; j < m; j++)
        x[j] = sqrt(3.0) * upper_quantile((m - j - 0.5) / n);

    res = lloyd_half(x, m, NULL);
    while (cb->newton_steps + cb->lloyd_steps < 1000 && res > 0.0) {
        double lambda = 1.0, r = res;
        int k, accepted = 0;
        newton_direction(x, m, dx);
        for (k = 0; k < 40 && !accepted; k++, lambda *= 0.5) {
            for (j = 0; j < m; j++)
                trial[j] = x[j] - lambda * dx[j];
            if (ordered_positive(trial, m) && (r = lloyd_half(trial, m, NULL)) < res)
                accepted = 1;
        }
        if (accepted) {
            memcpy(x, trial, sizeof(double) * m);
            res = r;
            cb->newton_steps++;
        } else if (res < 1e-13) {
            break; /* no further progress: the residual is at rounding level */
        } else {
            lloyd_half(x, m, trial);
            memcpy(x, trial, sizeof(double) * m);
            res = lloyd_half(x, m, NULL);
            cb->lloyd_steps++;
        }
    }

    for (j = 0; j < m; j++) {
        cb->c[m + j] = x[j];
        cb->c[m - 1 - j] = -x[j];
    }

    /* Verify on the full table with the general cell functions rather than
       trusting the half-problem bookkeeping. */
    for (i = 0; i < n; i++) {
        double a = i > 0 ? 0.5 * (cb->c[i - 1] + cb->c[i]) : -INFINITY;
        double b = i < n - 1 ? 0.5 * (cb->c[i] + cb->c[i + 1]) : INFINITY;
        double p = closed_mass(a, b), e = fabs(cb->c[i] - cell_mean(a, b));
        double e_closed = fabs(cb->c[i] - closed_moment(a, b) / p);
        if (!(e <= cb->residual))
            cb->residual = e;
        if (!(e_closed <= cb->residual_closed))
            cb->residual_closed = e_closed;
        sum += cb->c[i] * cb->c[i] * p;
    }
    cb->distortion_alt = 1.0 - sum;

    half_thresholds(x, m, s);
    for (j = 0; j < m; j++) {
        cell_quad(s[j], s[j + 1], x[j], q);
        d += pdf(s[j]) * q[2];
    }
    cb->distortion = 2.0 * d;
}

/* A literal that parses back to exactly the float nearest to v: 9 significant
   digits suffice for binary32, and a '.' is forced so that C and GLSL read it
   as floating point (C would reject "1f"). */
static void format_float(char *buf, size_t size, double v, const char *suffix)
{
    snprintf(buf, size, "%.9g", (double)(float)v);
    if (!strpbrk(buf, ".eEn"))
        strcat(buf, ".0");
    strcat(buf, suffix);
}

static void format_double(char *buf, size_t size, double v)
{
    snprintf(buf, size, "%.17g", v);
    if (!strpbrk(buf, ".eEn"))
        strcat(buf, ".0");
}

#define ITEM_CHARS 40

/* Prints items comma-separated and indented by 4, per_line to a line, or
   fewer where that would pass LINE_COLS. */
static void print_wrapped(char (*items)[ITEM_CHARS], int count, int per_line)
{
    int i, col = 0, on_line = 0;
    for (i = 0; i < count; i++) {
        int len = (int)strlen(items[i]) + (i < count - 1); /* with its comma */
        if (col > 0 && (on_line == per_line || col + 1 + len > LINE_COLS)) {
            putchar('\n');
            col = 0;
            on_line = 0;
        }
        if (col == 0) {
            fputs("    ", stdout);
            col = 4;
        } else {
            putchar(' ');
            col++;
        }
        fputs(items[i], stdout);
        if (i < count - 1)
            putchar(',');
        col += len;
        on_line++;
    }
    putchar('\n');
}

/* The tables kvq uses: the levels of b = 2..8 bits concatenated, the book
   of b bits at offset 2^b - 4 (0, 4, 12, 28, 60, 124, 252; 508 in all),
   and at the same offsets the decision thresholds t_k = (c_k + c_{k+1}) / 2,
   k < 2^b - 1, computed in f32 arithmetic from the f32 levels (the sum of
   two floats rounded once, then halved exactly), so that C and GLSL compare
   against the same numbers (the last slot of each book is unused, 0).
   A value y gets the code #{k : y > t_k} (a tie goes to the lower level). */
#define TABLE_SIZE 508
static int table_items(const struct codebook *books, char (*items)[ITEM_CHARS], int thresholds, const char *suffix)
{
    int k, i, n = 0;
    for (k = 0; k < NUM_BOOKS; k++) {
        const struct codebook *cb = &books[k];
        if (cb->bits == 1)
            continue;
        if (n != (1 << cb->bits) - 4) {
            fprintf(stderr, "codebook: book %d at offset %d\n", cb->bits, n);
            exit(1);
        }
        for (i = 0; i < cb->n; i++, n++) {
            double v = cb->c[i];
            if (thresholds) {
                float lo = (float)cb->c[i], hi = i + 1 < cb->n ? (float)cb->c[i + 1] : -lo;
                v = i + 1 < cb->n ? (double)((float)((double)lo + (double)hi) * 0.5f) : 0.0;
            }
            format_float(items[n], ITEM_CHARS, v, suffix);
        }
    }
    if (n != TABLE_SIZE) {
        fprintf(stderr, "codebook: %d table entries, expected %d\n", n, TABLE_SIZE);
        exit(1);
    }
    return n;
}

static void print_c(const struct codebook *books)
{
    static char items[TABLE_SIZE][ITEM_CHARS];
    int k, i, n;
    puts("/* KVQ-CODEBOOK-BEGIN */");
    puts("/* Generated by gen/codebook.c (make shaders); do not edit by hand. Lloyd-Max levels of N(0,1),");
    puts("   ascending, for b = 2..8 bits, the book of b bits at offset 2^b - 4; the decision");
    puts("   thresholds (c_k + c_{k+1}) / 2 at the same offsets; the distortion E[(X - Q(X))^2] of each b. */");
    n = table_items(books, items, 0, "f");
    printf("static const float kvq__tq_levels[%d] = {\n", n);
    print_wrapped(items, n, 6);
    puts("};");
    n = table_items(books, items, 1, "f");
    printf("static const float kvq__tq_thresholds[%d] = {\n", n);
    print_wrapped(items, n, 6);
    puts("};");
    for (i = 0; i <= MAX_BITS; i++) {
        double d = 0.0;
        for (k = 0; k < NUM_BOOKS; k++)
            if (books[k].bits == i)
                d = books[k].distortion;
        format_double(items[i], ITEM_CHARS, d);
    }
    printf("static const double kvq__tq_distortion[%d] = {\n", MAX_BITS + 1);
    print_wrapped(items, MAX_BITS + 1, 3);
    puts("};");
    puts("/* KVQ-CODEBOOK-END */");
}

/* f32 threshold i of a book, as table_items computes it (i < n - 1) */
static float threshold_f32(const struct codebook *cb, int i)
{
    float lo = (float)cb->c[i], hi = (float)cb->c[i + 1];
    return (float)((double)lo + (double)hi) * 0.5f;
}

/* The bucket of y in a book's guide (as cache_write.comp's tq_bucket): y 2^k + c (the product exact, one rounding),
   clamped to [0, n - 1], truncated. */
static int guide_bucket(float y, int k, int c, int n)
{
    volatile float p = y * ldexpf(1.0f, k);
    float u = p + (float)c;
    return u <= 0.0f ? 0 : u >= (float)(n - 1) ? n - 1 : (int)u;
}

/* The guide cache_write.comp's TQ codes use (examples/PERF.md R25): for each
   book, buckets of width 2^-k, the largest power of two at most 0.95 of the
   least gap between two thresholds, so that no bucket holds two thresholds;
   offset c puts the first threshold in bucket 0 and n is the last one's
   bucket + 1. Checked here: the thresholds' buckets strictly increase. */
static void print_glsl_guide(const struct codebook *books)
{
    int kk[MAX_BITS + 1] = {0}, cc[MAX_BITS + 1] = {0}, nn[MAX_BITS + 1] = {0};
    int k, i, b;
    const char *names[3] = {"GK", "GC", "GN"};
    for (k = 0; k < NUM_BOOKS; k++) {
        const struct codebook *cb = &books[k];
        double gap = 1e30;
        int sh = 0, prev = -1;
        b = cb->bits;
        if (b == 1)
            continue;
        for (i = 0; i + 2 < cb->n; i++) {
            double g = (double)threshold_f32(cb, i + 1) - (double)threshold_f32(cb, i);
            if (g < gap)
                gap = g;
        }
        while (ldexp(1.0, -sh) > 0.95 * gap)
            sh++;
        kk[b] = sh;
        cc[b] = (int)floor(-(double)threshold_f32(cb, 0) * ldexp(1.0, sh));
        nn[b] = (int)floor((double)threshold_f32(cb, cb->n - 2) * ldexp(1.0, sh) + cc[b]) + 1;
        for (i = 0; i + 1 < cb->n; i++) {
            int j = guide_bucket(threshold_f32(cb, i), sh, cc[b], nn[b]);
            if (j <= prev || (i == 0 && j != 0) || (i + 2 == cb->n && j != nn[b] - 1)) {
                fprintf(stderr, "codebook: b=%d: threshold %d in guide bucket %d (the one before: %d)\n", b, i, j,
                        prev);
                exit(1);
            }
            prev = j;
        }
    }
    puts("// The guide to a book's thresholds (cache_write.comp's TQ codes): bucket j(y) =");
    puts("// uint(clamp(y 2^KVQ_TQ_GK(b) + KVQ_TQ_GC(b), 0, KVQ_TQ_GN(b) - 1)) is nondecreasing in y and");
    puts("// holds at most one threshold of the book of b bits (the first threshold's bucket is 0, the");
    puts("// last's KVQ_TQ_GN(b) - 1; checked by gen/codebook.c).");
    for (i = 0; i < 3; i++) {
        int *v = i == 0 ? kk : i == 1 ? cc : nn;
        printf("#define KVQ_TQ_%s(b) (", names[i]);
        for (b = 2; b < MAX_BITS; b++)
            printf("(b) == %du ? %du : %s", b, v[b], b == 5 ? "\\\n    " : "");
        printf("%du)\n", v[MAX_BITS]);
    }
}

static void print_glsl(const struct codebook *books)
{
    static char items[TABLE_SIZE][ITEM_CHARS];
    int n, k, t;
    puts("// Generated by gen/codebook.c (make shaders). Do not edit.");
    puts("// Lloyd-Max levels of N(0,1), ascending, for b = 2..8 bits (KVQ_TQ_L<b>), and");
    puts("// the decision thresholds (c_k + c_{k+1}) / 2 (KVQ_TQ_T<b>, the last unused);");
    puts("// the same numbers as kvq.h's kvq__tq_levels and kvq__tq_thresholds.");
    for (t = 0; t < 2; t++) {
        n = table_items(books, items, t, "");
        for (k = 0; k < NUM_BOOKS; k++) {
            int b = books[k].bits, off = (1 << b) - 4;
            if (b == 1)
                continue;
            printf("const float KVQ_TQ_%c%d[%d] = float[%d](\n", t ? 'T' : 'L', b, 1 << b, 1 << b);
            print_wrapped(items + off, 1 << b, 6);
            puts(");");
        }
    }
    (void)n;
    puts("// Level i and threshold i of the book of b bits (b a constant: the others fold away).");
    for (t = 0; t < 2; t++) {
        printf("float kvq_tq_%s(uint b, uint i)\n{\n", t ? "threshold" : "level");
        for (k = 0; k < NUM_BOOKS; k++) {
            int b = books[k].bits;
            if (b == 1)
                continue;
            printf("    %sif (b == %du) return KVQ_TQ_%c%d[i];\n", b == 2 ? "" : "else ", b, t ? 'T' : 'L', b);
        }
        puts("    return 0.0;\n}");
    }
    print_glsl_guide(books);
}

/* Positive-half reference levels from the spec, rounded to 6 decimals. */
static const struct {
    int bits, index;
    double value;
} ref_levels[] = {
    { 1, 0, 0.797885 },
    { 2, 0, 0.452780 }, { 2, 1, 1.510418 },
    { 3, 0, 0.245094 }, { 3, 1, 0.756005 }, { 3, 2, 1.343909 }, { 3, 3, 2.151946 },
    { 4, 0, 0.128395 }, { 4, 1, 0.388048 }, { 4, 2, 0.656759 }, { 4, 3, 0.942340 },
    { 4, 4, 1.256231 }, { 4, 5, 1.618046 }, { 4, 6, 2.069017 }, { 4, 7, 2.732590 },
    { 5, 0, 0.065890 }, { 5, 15, 3.260732 },
    { 6, 0, 0.033410 }, { 6, 31, 3.744101 },
    { 8, 0, 0.008446 }, { 8, 127, 4.603536 },
};

/* Expected distortions from the spec, to be met within 1%. */
static const struct {
    int bits;
    double value;
} ref_distortion[] = {
    { 1, 0.3634 }, { 2, 0.1175 }, { 3, 0.0345 }, { 4, 0.0095 }, { 5, 0.0025 }, { 6, 0.00064 },
};

static int check(const struct codebook *books)
{
    int failures = 0, k, i;
    size_t r;

    printf("Lloyd-Max quantizers of N(0,1)\n\n");
    printf(" b    n  newton  lloyd  residual  (closed form)  distortion    1 - sum c^2 P\n");
    for (k = 0; k < NUM_BOOKS; k++) {
        const struct codebook *cb = &books[k];
        printf("%2d %4d  %6d  %5d  %8.1e  (%8.1e)     %.6e  %.6e\n", cb->bits, cb->n, cb->newton_steps,
               cb->lloyd_steps, cb->residual, cb->residual_closed, cb->distortion, cb->distortion_alt);
    }
    for (k = 0; k < NUM_BOOKS; k++) {
        const struct codebook *cb = &books[k];
        int m = cb->n / 2;
        printf("\nb=%d positive half:", cb->bits);
        for (i = 0; i < m; i++)
            printf("%s%9.6f", i % 8 == 0 ? "\n " : " ", cb->c[m + i]);
        printf("\n");
    }
    printf("\n");

    for (k = 0; k < NUM_BOOKS; k++) {
        const struct codebook *cb = &books[k];
        int n = cb->n;
        if (!(cb->residual < RESIDUAL_LIMIT)) {
            printf("FAIL b=%d: fixed-point residual %.3e >= %.0e\n", cb->bits, cb->residual, RESIDUAL_LIMIT);
            failures++;
        }
        /* The closed form has its own rounding floor (see cell_quad), so it
           only has to agree to that. */
        if (!(cb->residual_closed < 1e-13)) {
            printf("FAIL b=%d: closed-form residual %.3e >= 1e-13\n", cb->bits, cb->residual_closed);
            failures++;
        }
        if (!(fabs(cb->distortion - cb->distortion_alt) <= 1e-12)) {
            printf("FAIL b=%d: distortion %.17g by quadrature, %.17g as 1 - sum c^2 P\n", cb->bits,
                   cb->distortion, cb->distortion_alt);
            failures++;
        }
        for (i = 0; i < n; i++) {
            float f = (float)cb->c[i];
            char buf[ITEM_CHARS];
            format_float(buf, sizeof buf, cb->c[i], "");
            if (strtof(buf, NULL) != f) {
                printf("FAIL b=%d: literal %s does not round-trip to %.9g\n", cb->bits, buf, (double)f);
                failures++;
            }
            if (i > 0 && !((float)cb->c[i - 1] < f)) {
                printf("FAIL b=%d: float levels %d and %d not strictly ascending\n", cb->bits, i - 1, i);
                failures++;
            }
            if (f != -(float)cb->c[n - 1 - i]) {
                printf("FAIL b=%d: float levels %d and %d not symmetric\n", cb->bits, i, n - 1 - i);
                failures++;
            }
        }
    }

    /* b = 1 has a closed form: the level is E[X | X > 0] = sqrt(2/pi). */
    if (!(fabs(books[0].c[1] - sqrt(2.0 / PI)) <= 1e-15 && fabs(books[0].distortion - (1.0 - 2.0 / PI)) <= 1e-15)) {
        printf("FAIL b=1: level %.17g / distortion %.17g differ from sqrt(2/pi) / 1 - 2/pi\n", books[0].c[1],
               books[0].distortion);
        failures++;
    }

    for (r = 0; r < sizeof ref_levels / sizeof ref_levels[0]; r++) {
        for (k = 0; k < NUM_BOOKS; k++) {
            const struct codebook *cb = &books[k];
            double v;
            if (cb->bits != ref_levels[r].bits)
                continue;
            v = cb->c[cb->n / 2 + ref_levels[r].index];
            if (!(fabs(v - ref_levels[r].value) <= 5e-7 + 1e-12)) {
                printf("FAIL b=%d: positive level %d is %.9f, spec says %.6f\n", cb->bits, ref_levels[r].index, v,
                       ref_levels[r].value);
                failures++;
            }
        }
    }
    for (r = 0; r < sizeof ref_distortion / sizeof ref_distortion[0]; r++) {
        for (k = 0; k < NUM_BOOKS; k++) {
            const struct codebook *cb = &books[k];
            if (cb->bits == ref_distortion[r].bits &&
                !(fabs(cb->distortion - ref_distortion[r].value) <= 0.01 * ref_distortion[r].value)) {
                printf("FAIL b=%d: distortion %.6g, spec says %.6g (1%% tolerance)\n", cb->bits, cb->distortion,
                       ref_distortion[r].value);
                failures++;
            }
        }
    }

    if (failures) {
        printf("check: %d failure%s\n", failures, failures == 1 ? "" : "s");
        return 1;
    }
    printf("check: all passed\n");
    return 0;
}

int main(int argc, char **argv)
{
    static struct codebook books[NUM_BOOKS];
    const char *mode = argc == 2 ? argv[1] : "";
    int k;

    if (strcmp(mode, "c") != 0 && strcmp(mode, "glsl") != 0 && strcmp(mode, "check") != 0) {
        fprintf(stderr, "usage: %s c|glsl|check\n"
                        "  c      print the codebook fragment for kvq.h\n"
                        "  glsl   print shaders/kvq_codebook.glsl\n"
                        "  check  print the solution and compare it with the spec's values\n",
                argc > 0 ? argv[0] : "codebook");
        return 2;
    }
    for (k = 0; k < NUM_BOOKS; k++)
        solve(book_bits[k], &books[k]);
    if (strcmp(mode, "check") == 0)
        return check(books);

    /* Never emit a table that is not a verified fixed point. */
    for (k = 0; k < NUM_BOOKS; k++) {
        if (!(books[k].residual < RESIDUAL_LIMIT)) {
            fprintf(stderr, "codebook: b=%d did not converge (residual %.3e)\n", books[k].bits, books[k].residual);
            return 1;
        }
    }
    if (strcmp(mode, "c") == 0)
        print_c(books);
    else
        print_glsl(books);
    return 0;
}
