# kvq: make run (demo), make test (suite), make bench, make fuzz, make shaders, make check-shaders
CC      ?= cc
CXX     ?= c++
CFLAGS  ?= -O2 -g
WARN     = -Wall -Wextra -pedantic -Werror
LDLIBS   = -lm -ldl -lpthread
GLSLC   ?= glslc
B        = build
# KVQ_EXACT_ALLOC=1: CPU buffers at exactly their size, so that a read past
# a buffer's end is reported (kvq.h pads them to 64-byte boundaries otherwise)
VALGRIND = KVQ_EXACT_ALLOC=1 valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite
EXAMPLES = $(B)/demo $(B)/bench
TESTS    = $(B)/test_kvq $(B)/test_attn $(B)/test_tq $(B)/test_robust $(B)/test_big $(B)/test_novulkan $(B)/test_kvq_loops $(B)/test_kvq_chunks \
           $(B)/test_attn_chunks $(B)/test_tq_loops

# Vulkan headers are needed to build the Vulkan backend; without them the
# build still works, CPU only (KVQ_NO_VULKAN).
VKDEF := $(shell printf '\043include <vulkan/vulkan.h>\n' | $(CC) -E -x c - >/dev/null 2>&1 || echo -DKVQ_NO_VULKAN)

.PHONY: all run test bench shaders check-shaders check-build setup-build setup-test clean fuzz mma-probe
all: $(EXAMPLES) $(TESTS)

$(B):
	@mkdir -p $(B)

$(B)/%: examples/%.c kvq.h | $(B)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(VKDEF) -I. $< -o $@ $(LDLIBS)

$(B)/test_%: tests/test_%.c tests/harness.h tests/ref.h kvq.h | $(B)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(VKDEF) -I. $< -o $@ $(LDLIBS)

setup-build:
	@sh tests/setup.sh build

setup-test:
	@sh tests/setup.sh test

run: setup-build
	@$(MAKE) --no-print-directory $(B)/demo
	./$(B)/demo

bench: setup-build
	@$(MAKE) --no-print-directory $(B)/bench
	./$(B)/bench --json $(B)/bench.jsonl
	@echo "bench: JSON lines in $(B)/bench.jsonl (examples/speed_md.sh $(B)/bench.jsonl: the README's tables)"

# ---- make test ------------------------------------------------------------
# Builds everything, then runs the independent runs below TEST_JOBS at a time
# (--output-sync: each run's output is printed whole when it ends, with its
# time); any failure fails `make test`. Each run is a target of its own
# (`make test-sanitize`, ...), longest first so that -j2 ends early.
TEST_JOBS ?= 2
TEST_RUNS = test-vulkan-attn-direct test-vulkan-attn test-valgrind-kvq test-vulkan-kvq test-vulkan-tq test-flags test-vulkan-loops \
            test-vulkan-subgroups \
            test-fuzz-smoke test-sanitize test-valgrind-tq test-valgrind-attn test-threads \
            test-vulkan-robust test-valgrind-robust test-simd-attn test-tq-mse test-novulkan test-bench-json
.PHONY: $(TEST_RUNS) test-flags-ftz test-flags-scalar
# keep the builds made through pattern rules (flag, sanitizer builds)
.SECONDARY:
test: setup-test
	@$(MAKE) --no-print-directory -j$(TEST_JOBS) check-build $(TESTS)
	@$(MAKE) --no-print-directory -j$(TEST_JOBS) --output-sync=target $(TEST_RUNS)
	@echo "make test: all $(words $(TEST_RUNS)) runs passed"

# $(call timed,COMMAND): prints COMMAND, runs it (a failure stops the
# target), then prints the seconds it took.
timed = @echo '$(strip $(1))'; t0=$$(date +%s); $(1) || exit 1; echo "  [$@: $$(( $$(date +%s) - t0 ))s]"

# The CPU suite under valgrind (test_tq's 100k-vector quality cases run
# without it: test-tq-mse).
test-valgrind-kvq: $(B)/test_kvq
	$(call timed,$(VALGRIND) ./$(B)/test_kvq --backend cpu $(TESTFLAGS))
test-valgrind-attn: $(B)/test_attn
	$(call timed,$(VALGRIND) ./$(B)/test_attn --backend cpu $(TESTFLAGS))
test-valgrind-tq: $(B)/test_tq
	$(call timed,$(VALGRIND) ./$(B)/test_tq --backend cpu --exclude tq/mse $(TESTFLAGS))
test-tq-mse: $(B)/test_tq
	$(call timed,./$(B)/test_tq --backend cpu --filter tq/mse $(TESTFLAGS))

# The CPU attention cases at each SIMD level: under valgrind (above) at the
# best one it emulates (AVX2: it has no AVX-512), here without it at the
# scalar reference and at the processor's best (the suite prints which).
test-simd-attn: $(B)/test_attn
	$(call timed,KVQ_CPU_SIMD=scalar ./$(B)/test_attn --backend cpu $(TESTFLAGS))
	$(call timed,./$(B)/test_attn --backend cpu $(TESTFLAGS))

# tests/test_robust.c (allocation failure at every N, fallbacks, lost
# devices, timeouts, two contexts on two threads; built with
# KVQ_FAULT_INJECTION): the CPU cases under valgrind and the threads case
# under helgrind; the Vulkan cases, and test_big with 0.25 GiB of K codes
# (split over several bindings on lavapipe), below.
test-valgrind-robust: $(B)/test_robust
	$(call timed,$(VALGRIND) ./$(B)/test_robust --backend cpu $(TESTFLAGS))
	$(call timed,valgrind -q --error-exitcode=1 --tool=helgrind ./$(B)/test_robust --backend cpu --filter threads)
test-vulkan-robust: $(B)/test_robust $(B)/test_big
	$(call timed,./$(B)/test_robust --backend vulkan $(TESTFLAGS))
	$(call timed,KVQ_BIG_GIB=0.25 ./$(B)/test_big --backend vulkan $(TESTFLAGS))

# make bench's JSON lines and examples/speed_md.sh's tables from them (one
# small CPU attention row).
test-bench-json: $(B)/bench
	$(call timed,sh tests/bench_json.sh ./$(B)/bench $(B)/bench_test.jsonl)

# The program that runs without libvulkan (and must not link it), under valgrind.
test-novulkan: $(B)/test_novulkan
	@if ldd $(B)/test_novulkan | grep -q libvulkan; then echo "test_novulkan links libvulkan"; exit 1; fi
	$(call timed,$(VALGRIND) ./$(B)/test_novulkan)

# The Vulkan suite (lavapipe where there is no GPU) with the validation
# layer on, in four parts that can run side by side; the _loops build has
# workgroups that each loop over many rows, the _chunks builds split small
# caches over several bindings.
# KVQ_FMA16=f32: where the device's f16 fma rounds twice (lavapipe's does),
# the affine reads into f16 take the f16arith path anyway, with an emulated
# fused fma (kvq.h kvq__vk_fma16_check); a device whose fma is fused runs
# its own. KVQ_FMA16=twice makes that fma round twice: f16_window's values
# must then differ (the path runs). The last runs cover the reads without
# the variant.
test-vulkan-kvq: $(B)/test_kvq
	$(call timed,KVQ_FMA16=f32 KVQ_TEST_REQUIRE_F16F=1 ./$(B)/test_kvq --backend vulkan $(TESTFLAGS))
	$(call timed,KVQ_FMA16=twice ./$(B)/test_kvq --backend vulkan --filter f16_window $(TESTFLAGS))
	$(call timed,KVQ_VARIANTS=-f16arith ./$(B)/test_kvq --backend vulkan --quick --filter roundtrip $(TESTFLAGS))
	$(call timed,KVQ_VARIANTS=-f16arith ./$(B)/test_kvq --backend vulkan --filter f16_window $(TESTFLAGS))
test-vulkan-loops: $(B)/test_kvq_loops $(B)/test_kvq_chunks $(B)/test_tq_loops
	$(call timed,KVQ_FMA16=f32 ./$(B)/test_kvq_loops --backend vulkan --quick)
	$(call timed,./$(B)/test_tq_loops --backend vulkan --filter tq/rows)
	$(call timed,KVQ_FMA16=f32 ./$(B)/test_kvq_chunks --backend vulkan --filter chunks)
# test_attn forces the integer-dot module (+dot: lavapipe offers integer dot
# products but does not accelerate them, so it is not picked by default) and
# fails if the device lacks it; likewise the emulated matrix-unit module
# (+mmaemu: KVQ_PRECISION_F16's attention where the device has no matrix
# units, as lavapipe has none). Each of the direct kernel's cases must name
# it as the kernel that ran (kvq_attention's debug log; the TQ and rotated
# ones ran again with only its emulated twin forced to prove it, 89 s).
# KVQ_ATTN_SLOTS=7: the split-count cases again with the slot count read
# from the environment (attn/split_plan/env; on NVIDIA kvq counts the slots
# itself, lavapipe has none: the other cases force counts that resize), and
# the several-sequence cases under it; KVQ_ATTN_SLOTS=7x: a value that is
# not a count, ignored. The direct kernel's cases (about 40% of the
# suite's time on lavapipe) are a run of their own, so that -j2 runs them
# beside the rest.
test-vulkan-attn-direct: $(B)/test_attn
	$(call timed,KVQ_VARIANTS="+dot +mmaemu +directemu" KVQ_TEST_REQUIRE_DOT=1 KVQ_TEST_REQUIRE_MMA=1 ./$(B)/test_attn --backend vulkan --filter attn/direct/ $(TESTFLAGS))
test-vulkan-attn: $(B)/test_attn $(B)/test_attn_chunks
	$(call timed,KVQ_VARIANTS="+dot +mmaemu +directemu" KVQ_TEST_REQUIRE_DOT=1 KVQ_TEST_REQUIRE_MMA=1 ./$(B)/test_attn --backend vulkan --exclude attn/direct/ $(TESTFLAGS))
	$(call timed,KVQ_ATTN_SLOTS=7 ./$(B)/test_attn --backend vulkan --filter attn/split_plan $(TESTFLAGS))
	$(call timed,KVQ_ATTN_SLOTS=7x ./$(B)/test_attn --backend vulkan --filter attn/split_plan/env $(TESTFLAGS))
	$(call timed,KVQ_ATTN_SLOTS=7 ./$(B)/test_attn --backend vulkan --filter attn/multi/ $(TESTFLAGS))
	$(call timed,./$(B)/test_attn_chunks --backend vulkan --filter chunks)
# Attention's subgroup and integer-dot modules (a key's invocations next to
# each other in a subgroup, their sums by shuffles) at another subgroup size
# than the device's: LP_NATIVE_VECTOR_WIDTH sets llvmpipe's vector width, so
# that its subgroups are 64 (2048 bits, AMD's size; it runs a workgroup of
# 64 as 4 subgroups of 16 of them, partly filled, which Vulkan allows; 128
# bits give subgroups of 4, 512 of 16: examples/PERF.md 83); other drivers
# ignore it. Mesa's shader cache does not tell the widths apart, so this run
# keeps its own (MESA_SHADER_CACHE_DIR).
# (test_attn's shapes: every K phase layout of the subgroup module but the
# wide-K and integer-dot ones, which run the same key slots; those too at
# this width, ~100 s more: add "|attn/wide_k/|attn/q_int8/" to the filter.)
test-vulkan-subgroups: $(B)/test_attn
	$(call timed,MESA_SHADER_CACHE_DIR=$(B)/mesa_w2048 LP_NATIVE_VECTOR_WIDTH=2048 ./$(B)/test_attn --backend vulkan --quick --filter "attn/shape/" $(TESTFLAGS))
test-vulkan-tq: $(B)/test_tq
	$(call timed,./$(B)/test_tq --backend vulkan $(TESTFLAGS))

# ---- flags-proof codes ------------------------------------------------------
# The stored bytes must not depend on the compiler or its flags
# (../shared/DESIGN.md "Exactness policy"). tests/test_flags.c checks each
# build's codes and params against tests/ref.h compiled apart with fixed
# flags ($(B)/flags_ref.o: -O0 -ffp-contract=off, no -march), and writes
# every stored byte (TQ and rotation included) to a dump; the dump of each
# build below must equal the default build's. The CPU suite (test_kvq,
# test_attn, test_tq) also runs in each build. Builds: clang with its
# defaults, and where the machine has FMA, $(CC) and clang with
# $(FLAGS_FMA).
FLAGS_FMA = -O3 -march=native -ffp-contract=fast
HAS_FMA := $(shell $(CC) -march=native -dM -E -x c /dev/null 2>/dev/null | grep -q __FMA__ && echo yes)
FLAG_VARIANTS = clang $(if $(HAS_FMA),cc_fma clang_fma)
VCC_clang = clang
VFLAGS_clang = -O2
VCC_cc_fma = $(CC)
VFLAGS_cc_fma = $(FLAGS_FMA)
VCC_clang_fma = clang
VFLAGS_clang_fma = $(FLAGS_FMA)

$(B)/flags_ref.o: tests/flags_ref.c tests/flags_ref.h tests/harness.h tests/ref.h kvq.h | $(B)
	$(CC) -std=c99 $(WARN) -O0 -ffp-contract=off -DKVQ_NO_VULKAN -I. -c $< -o $@

$(B)/test_flags: tests/test_flags.c tests/flags_ref.h tests/harness.h kvq.h $(B)/flags_ref.o | $(B)
	$(CC) -std=c99 $(WARN) $(CFLAGS) -DKVQ_NO_VULKAN -I. $< $(B)/flags_ref.o -o $@ $(LDLIBS)

# $(B)/flags_V/test_X: test_X built the variant V's way (CPU only).
$(B)/flags_%: $(B)/flags_ref.o tests/test_kvq.c tests/test_attn.c tests/test_tq.c tests/test_flags.c \
              tests/harness.h tests/ref.h tests/flags_ref.h kvq.h
	@mkdir -p $(@D)
	$(VCC_$(patsubst %/,%,$(subst $(B)/flags_,,$(dir $@)))) -std=c99 $(WARN) -g \
	  $(VFLAGS_$(patsubst %/,%,$(subst $(B)/flags_,,$(dir $@)))) -DKVQ_NO_VULKAN -I. \
	  tests/$(notdir $@).c $(B)/flags_ref.o -o $@ $(LDLIBS)

$(B)/codes_default.txt: $(B)/test_flags
	$(call timed,./$(B)/test_flags --backend cpu --dump $@)

test-flags-%: $(B)/codes_default.txt $(B)/flags_%/test_flags $(B)/flags_%/test_kvq $(B)/flags_%/test_attn \
              $(B)/flags_%/test_tq
	@echo "test-flags: $* = $(VCC_$*) $(VFLAGS_$*)"
	$(call timed,./$(B)/flags_$*/test_flags --backend cpu --dump $(B)/flags_$*/codes.txt)
	@cmp $(B)/codes_default.txt $(B)/flags_$*/codes.txt || { echo "test-flags: the stored bytes of the $* build differ from the default build's (first difference:)"; \
	  diff $(B)/codes_default.txt $(B)/flags_$*/codes.txt | head -4; exit 1; }
	$(call timed,./$(B)/flags_$*/test_kvq --backend cpu)
	$(call timed,./$(B)/flags_$*/test_attn --backend cpu)
	$(call timed,./$(B)/flags_$*/test_tq --backend cpu --exclude tq/mse)

# With the CPU's flush-to-zero/denormals-are-zero modes on, as in any
# program linked with -ffast-math or -Ofast, the stored bytes must not
# change (kvq's CPU ops run in the default floating-point environment).
# KVQ_TEST_FTZ=0 leaves this run out.
KVQ_TEST_FTZ ?= 1
test-flags-ftz: $(B)/test_flags $(B)/codes_default.txt
	$(call timed,./$(B)/test_flags --backend cpu --ftz --dump $(B)/codes_ftz.txt)
	@cmp $(B)/codes_default.txt $(B)/codes_ftz.txt || { echo "test-flags-ftz: the stored bytes differ with FTZ/DAZ on"; exit 1; }

# The SIMD quantizers (the context's level here, e.g. AVX2) store the
# scalar code's bytes: the dump at KVQ_CPU_SIMD=scalar must equal it (both
# dumps made now; skipped, and said so, where the level is scalar).
test-flags-scalar: $(B)/test_flags
	$(call timed,./$(B)/test_flags --backend cpu --dump $(B)/codes_simd.txt > $(B)/flags_simd.log)
	@if grep -q "(scalar" $(B)/flags_simd.log; then echo "test-flags-scalar: SKIPPED: the CPU context's level is scalar here"; else \
	  KVQ_CPU_SIMD=scalar ./$(B)/test_flags --backend cpu --dump $(B)/codes_scalar.txt > /dev/null || exit 1; \
	  cmp $(B)/codes_simd.txt $(B)/codes_scalar.txt || { echo "test-flags-scalar: the SIMD quantizers' bytes differ from the scalar code's"; exit 1; }; \
	  echo "test-flags-scalar: at the $$(head -1 $(B)/flags_simd.log | sed 's/.*(//; s/;.*//') level the quantizers store the scalar code's bytes"; fi

test-flags: $(addprefix test-flags-,$(FLAG_VARIANTS)) $(if $(filter 1,$(KVQ_TEST_FTZ)),test-flags-ftz) test-flags-scalar
	@$(if $(HAS_FMA),true,echo "test-flags: $(CC) -march=native has no FMA here; only the clang build was checked")

# ---- sanitizers ---------------------------------------------------------------
# The CPU suite built with AddressSanitizer + UndefinedBehaviorSanitizer
# (every report fatal; leaks reported at exit).
SANCC ?= clang
SAN = -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer
SAN_ENV = KVQ_EXACT_ALLOC=1 ASAN_OPTIONS=detect_leaks=1:strict_string_checks=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
$(B)/san/test_%: tests/test_%.c tests/harness.h tests/ref.h kvq.h
	@mkdir -p $(@D)
	$(SANCC) -std=c99 $(WARN) -O1 -g $(SAN) $(VKDEF) -I. $< -o $@ $(LDLIBS)

test-sanitize: $(B)/san/test_novulkan $(B)/san/test_kvq $(B)/san/test_attn $(B)/san/test_tq $(B)/san/test_robust
	$(call timed,$(SAN_ENV) ./$(B)/san/test_novulkan)
	$(call timed,$(SAN_ENV) ./$(B)/san/test_kvq --backend cpu)
	$(call timed,$(SAN_ENV) ./$(B)/san/test_attn --backend cpu)
	$(call timed,$(SAN_ENV) ./$(B)/san/test_tq --backend cpu --exclude tq/mse)
	$(call timed,$(SAN_ENV) ./$(B)/san/test_robust --backend cpu)

# ---- threads ------------------------------------------------------------------
# The CPU backend's attention worker pool (kvq_context_config.n_threads, set
# by KVQ_TEST_THREADS) under ThreadSanitizer: test_attn with 2, 3 and 4
# threads; any race report fails.
$(B)/tsan/test_attn: tests/test_attn.c tests/harness.h tests/ref.h kvq.h
	@mkdir -p $(@D)
	$(SANCC) -std=c99 $(WARN) -O1 -g -fsanitize=thread -DKVQ_NO_VULKAN -I. $< -o $@ $(LDLIBS)

test-threads: $(B)/tsan/test_attn
	@for n in 2 3 4; do \
	  echo "KVQ_TEST_THREADS=$$n ./$(B)/tsan/test_attn --backend cpu"; \
	  KVQ_TEST_THREADS=$$n TSAN_OPTIONS=halt_on_error=1:exitcode=66 ./$(B)/tsan/test_attn --backend cpu \
	    > $(B)/tsan/attn_$$n.log 2>&1 || { tail -60 $(B)/tsan/attn_$$n.log; exit 1; }; \
	  tail -1 $(B)/tsan/attn_$$n.log; \
	done

# ---- fuzzing ------------------------------------------------------------------
# tests/fuzz_kvq.c (libFuzzer, with ASan + UBSan) drives the public API on
# the CPU backend. `make fuzz` runs it FUZZ_SECONDS on one core from the
# seeds in tests/fuzz_corpus (made by tests/fuzz_seeds.py), growing
# $(B)/fuzz_corpus; a failing input lands in $(B)/fuzz_artifacts/ (replay:
# ./$(B)/fuzz_kvq FILE). test-fuzz-smoke (in make test): the seeds, then
# FUZZ_SMOKE_SECONDS of fuzzing from them.
FUZZ_SECONDS ?= 600
FUZZ_SMOKE_SECONDS ?= 60
FUZZ_FLAGS = -max_len=32768 -timeout=10 -rss_limit_mb=2048
$(B)/fuzz_kvq: tests/fuzz_kvq.c kvq.h | $(B)
	clang -std=c99 $(WARN) -O1 -g -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -DKVQ_NO_VULKAN \
	  -I. $< -o $@ -lm -lpthread

fuzz: $(B)/fuzz_kvq
	@mkdir -p $(B)/fuzz_corpus $(B)/fuzz_artifacts
	./$(B)/fuzz_kvq $(FUZZ_FLAGS) -max_total_time=$(FUZZ_SECONDS) -print_final_stats=1 \
	  -artifact_prefix=$(B)/fuzz_artifacts/ $(B)/fuzz_corpus tests/fuzz_corpus

test-fuzz-smoke: $(B)/fuzz_kvq
	@rm -rf $(B)/fuzz_smoke && mkdir -p $(B)/fuzz_smoke/corpus
	$(call timed,./$(B)/fuzz_kvq $(FUZZ_FLAGS) -runs=0 tests/fuzz_corpus > $(B)/fuzz_smoke/replay.log 2>&1 \
	  || { tail -40 $(B)/fuzz_smoke/replay.log; exit 1; })
	$(call timed,./$(B)/fuzz_kvq $(FUZZ_FLAGS) -max_total_time=$(FUZZ_SMOKE_SECONDS) -print_final_stats=1 \
	  -artifact_prefix=$(B)/fuzz_smoke/ $(B)/fuzz_smoke/corpus tests/fuzz_corpus > $(B)/fuzz_smoke/run.log 2>&1 \
	  || { tail -60 $(B)/fuzz_smoke/run.log; exit 1; })
	@grep -E "DONE|number_of_executed|average_exec" $(B)/fuzz_smoke/run.log

# The Vulkan suite again with workgroups that each loop over many rows (test_kvq's, and
# test_tq's row cases: TQ tiles reusing their shared code words).
$(B)/test_kvq_loops: tests/test_kvq.c tests/harness.h tests/ref.h kvq.h | $(B)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(VKDEF) -DKVQ_MAX_WORKGROUPS=2 -I. $< -o $@ $(LDLIBS)
$(B)/test_tq_loops: tests/test_tq.c tests/harness.h tests/ref.h kvq.h | $(B)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(VKDEF) -DKVQ_MAX_WORKGROUPS=2 -I. $< -o $@ $(LDLIBS)

# The chunk cases again with bindings of 16 KiB, so that small caches are
# split over several bindings (and writes and reads over several dispatches).
$(B)/test_%_chunks: tests/test_%.c tests/harness.h tests/ref.h kvq.h | $(B)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(VKDEF) -DKVQ_MAX_BINDING_BYTES=16384 -I. $< -o $@ $(LDLIBS)

# kvq.h compiles cleanly as C99 and C++ under gcc and clang, static,
# without Vulkan, and (-U__linux__) as where its Linux-only parts are off
# (macOS, Windows, other architectures).
check-build: | $(B)
	@mkdir -p $(B)/cb # not $(B): check-shaders leaves a kvq.h there that "kvq.h" would find
	@printf '#define KVQ_IMPLEMENTATION\n#include "kvq.h"\nint main(void){return 0;}\n' > $(B)/cb/impl.c
	@printf '#define KVQ_STATIC\n#define KVQ_IMPLEMENTATION\n#include "kvq.h"\nint main(void){ kvq_context *c = 0; int r = kvq_context_create(0, &c) != KVQ_SUCCESS; kvq_context_destroy(c); return r; }\n' > $(B)/cb/static.c
	@for cc in "$(CC) -std=c99" "$(CXX) -x c++ -std=c++11"; do \
	  set -e; echo "check-build: $$cc"; \
	  $$cc $(WARN) -O2 $(VKDEF) -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 -DKVQ_NO_VULKAN -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 -DKVQ_NO_VULKAN -DKVQ_NO_SIMD -DKVQ_NO_THREADS -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 -U__linux__ -U__linux -Ulinux $(VKDEF) -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 $(VKDEF) -I. -c $(B)/cb/static.c -o $(B)/cb/static.o; \
	  $$cc $(WARN) -O2 -DKVQ_NO_VULKAN -I. -c $(B)/cb/static.c -o $(B)/cb/static.o; \
	done
	@if command -v clang >/dev/null; then set -e; for cc in "clang -std=c99" "clang++ -x c++ -std=c++11"; do \
	  echo "check-build: $$cc"; \
	  $$cc $(WARN) -O2 $(VKDEF) -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 -DKVQ_NO_VULKAN -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 -DKVQ_NO_VULKAN -DKVQ_NO_SIMD -DKVQ_NO_THREADS -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 -U__linux__ -U__linux -Ulinux $(VKDEF) -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 $(VKDEF) -I. -c $(B)/cb/static.c -o $(B)/cb/static.o; \
	done; fi

# examples/mma_probe: the matrix-unit attention experiment (not part of kvq,
# not in `make test`; CI builds it so that it keeps compiling).
mma-probe: | $(B)
	@mkdir -p $(B)/mma_probe
	$(GLSLC) --target-env=vulkan1.3 examples/mma_probe/attn_mma.comp -o $(B)/mma_probe/attn.spv
	$(GLSLC) --target-env=vulkan1.3 -DEMU examples/mma_probe/attn_mma.comp -o $(B)/mma_probe/attn_emu.spv
	$(GLSLC) --target-env=vulkan1.3 -DF16KV examples/mma_probe/attn_mma.comp -o $(B)/mma_probe/attn_f16kv.spv
	$(GLSLC) --target-env=vulkan1.3 examples/mma_probe/merge.comp -o $(B)/mma_probe/merge.spv
	$(GLSLC) --target-env=vulkan1.3 -DROWS=16u examples/mma_probe/attn_mma.comp -o $(B)/mma_probe/attn16.spv
	$(GLSLC) --target-env=vulkan1.3 -DROWS=16u -DEMU examples/mma_probe/attn_mma.comp -o $(B)/mma_probe/attn16_emu.spv
	$(GLSLC) --target-env=vulkan1.3 -DROWS=16u examples/mma_probe/merge.comp -o $(B)/mma_probe/merge16.spv
	$(GLSLC) --target-env=vulkan1.3 examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct.spv
	$(GLSLC) --target-env=vulkan1.3 -DROWS=8u examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct8.spv
	$(GLSLC) --target-env=vulkan1.3 -DQ8 -DONE_SET examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct_q8.spv
	$(GLSLC) --target-env=vulkan1.3 -DE4M3 -DONE_SET examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct_e4m3.spv
	$(GLSLC) --target-env=vulkan1.3 -DQ8S -DONE_SET examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct_q8s.spv
	$(GLSLC) --target-env=vulkan1.3 -DEMU examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct_emu.spv
	$(GLSLC) --target-env=vulkan1.3 -DEMU -DQ8 -DONE_SET examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct_emu_q8.spv
	$(GLSLC) --target-env=vulkan1.3 -DROWS=8u examples/mma_probe/merge.comp -o $(B)/mma_probe/merge8.spv
	$(GLSLC) --target-env=vulkan1.3 examples/mma_probe/layout.comp -o $(B)/mma_probe/layout.spv
	$(GLSLC) --target-env=vulkan1.3 examples/mma_probe/layout_i8.comp -o $(B)/mma_probe/layout_i8.spv
	$(GLSLC) --target-env=vulkan1.3 -DWS examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct_ws.spv
	$(GLSLC) --target-env=vulkan1.3 -DI8K examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct_i8k.spv
	$(GLSLC) --target-env=vulkan1.3 -DI8K -DI8K_SH examples/mma_probe/attn_direct.comp -o $(B)/mma_probe/direct_i8k_sh.spv
	$(CC) -std=c99 $(WARN) -Wno-missing-field-initializers $(CFLAGS) examples/mma_probe/probe.c -o $(B)/mma_probe/probe -lvulkan -lm

# Compiles every SPIR-V module `glsl_defs modules` lists (each kernel's base
# module and its variants) into $(B)/spv and splices them all into $(1).
# The direct variants without -O: it inlines every call but, in a function
# holding cooperative matrices, promotes no local to a register, which made
# the module 1.8x larger (483 against 266 KB; the driver optimizes it
# either way).
define SPIRV
	@mkdir -p $(B)/spv
	@./$(B)/glsl_defs modules | while read k v d; do \
	  def=""; [ "$$d" = "-" ] || def="-D$$d"; \
	  opt=-O; case $$v in direct*) opt=-O0;; esac; \
	  $(GLSLC) --target-env=vulkan1.1 $$opt -Ishaders $$def shaders/$$k.comp -o $(B)/spv/$${k}__$$v.spv || exit 1; \
	done
	./$(B)/embed $(1) $(1) $$(./$(B)/glsl_defs modules | awk '{printf "%s__%s=$(B)/spv/%s__%s.spv ", $$1, $$2, $$1, $$2}')
endef

# Replaces the lines from KVQ-CODEBOOK-BEGIN to KVQ-CODEBOOK-END of $(1) with
# gen/codebook.c's C tables (which carry the markers).
define CODEBOOK
	./$(B)/codebook c > $(B)/codebook_c.txt
	awk 'FNR == NR { frag = frag $$0 "\n"; next } /KVQ-CODEBOOK-BEGIN/ { printf "%s", frag; skip = 1; next } \
	     /KVQ-CODEBOOK-END/ { skip = 0; next } !skip' $(B)/codebook_c.txt $(1) > $(1).tmp && mv $(1).tmp $(1)
endef

# Regenerates shaders/kvq_defs.glsl, shaders/kvq_codebook.glsl, the codebook
# tables in kvq.h and the SPIR-V inside kvq.h.
shaders: $(B)/glsl_defs $(B)/embed $(B)/codebook
	./$(B)/codebook check > /dev/null
	./$(B)/glsl_defs > shaders/kvq_defs.glsl
	./$(B)/codebook glsl > shaders/kvq_codebook.glsl
	$(call CODEBOOK,kvq.h)
	$(call SPIRV,kvq.h)

# Fails if the committed kvq.h or generated GLSL differ from a fresh build,
# or if the codebooks are not the Lloyd-Max quantizers FORMATS.md lists.
check-shaders: $(B)/glsl_defs $(B)/embed $(B)/codebook
	./$(B)/codebook check > $(B)/codebook_check.txt || { cat $(B)/codebook_check.txt; exit 1; }
	./$(B)/glsl_defs > $(B)/kvq_defs.glsl
	cmp $(B)/kvq_defs.glsl shaders/kvq_defs.glsl
	./$(B)/codebook glsl > $(B)/kvq_codebook.glsl
	cmp $(B)/kvq_codebook.glsl shaders/kvq_codebook.glsl
	cp kvq.h $(B)/kvq.h
	$(call CODEBOOK,$(B)/kvq.h)
	$(call SPIRV,$(B)/kvq.h)
	cmp $(B)/kvq.h kvq.h && echo "check-shaders: kvq.h is current"

$(B)/glsl_defs: gen/glsl_defs.c kvq.h | $(B)
	$(CC) -std=c99 $(WARN) -Wno-unused-function -I. $< -o $@ $(LDLIBS)

$(B)/embed: gen/embed.c | $(B)
	$(CC) -std=c99 $(WARN) $< -o $@

$(B)/codebook: gen/codebook.c | $(B)
	$(CC) -std=c99 $(WARN) -O2 $< -o $@ -lm

clean:
	rm -rf $(B)
