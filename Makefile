# kvq: make run (demo), make test (suite), make bench, make shaders, make check-shaders
CC      ?= cc
CXX     ?= c++
CFLAGS  ?= -O2 -g
WARN     = -Wall -Wextra -pedantic -Werror
LDLIBS   = -lm -ldl -lpthread
GLSLC   ?= glslc
B        = build
VALGRIND = valgrind -q --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite
EXAMPLES = $(B)/demo $(B)/bench
TESTS    = $(B)/test_kvq $(B)/test_attn $(B)/test_tq $(B)/test_robust $(B)/test_big $(B)/test_novulkan $(B)/test_kvq_loops $(B)/test_kvq_chunks \
           $(B)/test_attn_chunks

# Vulkan headers are needed to build the Vulkan backend; without them the
# build still works, CPU only (KVQ_NO_VULKAN).
VKDEF := $(shell printf '\043include <vulkan/vulkan.h>\n' | $(CC) -E -x c - >/dev/null 2>&1 || echo -DKVQ_NO_VULKAN)

.PHONY: all run test bench shaders check-shaders check-build setup-build setup-test clean
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
	./$(B)/bench

# The CPU suite under valgrind (test_tq's 100k-vector quality cases run
# without it), the program that runs without libvulkan, the build matrix,
# then the Vulkan suite (on lavapipe where there is no GPU) with the
# validation layer on. The CPU attention cases run at each SIMD level:
# under valgrind at the best one it emulates (AVX2: it has no AVX-512),
# then without it at the scalar reference and at the processor's best
# (AVX-512 where there is one; the suite prints which).
test: setup-test
	@$(MAKE) --no-print-directory check-build $(TESTS)
	@if ldd $(B)/test_novulkan | grep -q libvulkan; then echo "test_novulkan links libvulkan"; exit 1; fi
	$(VALGRIND) ./$(B)/test_novulkan
	$(VALGRIND) ./$(B)/test_kvq --backend cpu $(TESTFLAGS)
	$(VALGRIND) ./$(B)/test_attn --backend cpu $(TESTFLAGS)
	KVQ_CPU_SIMD=scalar ./$(B)/test_attn --backend cpu $(TESTFLAGS)
	./$(B)/test_attn --backend cpu $(TESTFLAGS)
	$(VALGRIND) ./$(B)/test_tq --backend cpu --exclude tq/mse $(TESTFLAGS)
	./$(B)/test_tq --backend cpu --filter tq/mse $(TESTFLAGS)
	$(VALGRIND) ./$(B)/test_robust --backend cpu $(TESTFLAGS)
	valgrind -q --error-exitcode=1 --tool=helgrind ./$(B)/test_robust --backend cpu --filter threads $(TESTFLAGS)
	./$(B)/test_robust --backend vulkan $(TESTFLAGS)
	KVQ_BIG_GIB=0.25 ./$(B)/test_big --backend vulkan $(TESTFLAGS)
	./$(B)/test_kvq --backend vulkan $(TESTFLAGS)
	./$(B)/test_attn --backend vulkan $(TESTFLAGS)
	./$(B)/test_tq --backend vulkan $(TESTFLAGS)
	./$(B)/test_kvq_loops --backend vulkan --quick
	./$(B)/test_kvq_chunks --backend vulkan --filter chunks
	./$(B)/test_attn_chunks --backend vulkan --filter chunks

# The Vulkan suite again with workgroups that each loop over many rows.
$(B)/test_kvq_loops: tests/test_kvq.c tests/harness.h tests/ref.h kvq.h | $(B)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(VKDEF) -DKVQ_MAX_WORKGROUPS=2 -I. $< -o $@ $(LDLIBS)

# The chunk cases again with bindings of 16 KiB, so that small caches are
# split over several bindings (and writes and reads over several dispatches).
$(B)/test_%_chunks: tests/test_%.c tests/harness.h tests/ref.h kvq.h | $(B)
	$(CC) -std=c99 $(WARN) $(CFLAGS) $(VKDEF) -DKVQ_MAX_BINDING_BYTES=16384 -I. $< -o $@ $(LDLIBS)

# kvq.h compiles cleanly as C99 and C++ under gcc and clang, static, and
# without Vulkan.
check-build: | $(B)
	@mkdir -p $(B)/cb # not $(B): check-shaders leaves a kvq.h there that "kvq.h" would find
	@printf '#define KVQ_IMPLEMENTATION\n#include "kvq.h"\nint main(void){return 0;}\n' > $(B)/cb/impl.c
	@printf '#define KVQ_STATIC\n#define KVQ_IMPLEMENTATION\n#include "kvq.h"\nint main(void){ kvq_context *c = 0; int r = kvq_context_create(0, &c) != KVQ_SUCCESS; kvq_context_destroy(c); return r; }\n' > $(B)/cb/static.c
	@for cc in "$(CC) -std=c99" "$(CXX) -x c++ -std=c++11"; do \
	  set -e; echo "check-build: $$cc"; \
	  $$cc $(WARN) -O2 $(VKDEF) -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 -DKVQ_NO_VULKAN -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 $(VKDEF) -I. -c $(B)/cb/static.c -o $(B)/cb/static.o; \
	  $$cc $(WARN) -O2 -DKVQ_NO_VULKAN -I. -c $(B)/cb/static.c -o $(B)/cb/static.o; \
	done
	@if command -v clang >/dev/null; then set -e; for cc in "clang -std=c99" "clang++ -x c++ -std=c++11"; do \
	  echo "check-build: $$cc"; \
	  $$cc $(WARN) -O2 $(VKDEF) -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 -DKVQ_NO_VULKAN -I. -c $(B)/cb/impl.c -o $(B)/cb/impl.o; \
	  $$cc $(WARN) -O2 $(VKDEF) -I. -c $(B)/cb/static.c -o $(B)/cb/static.o; \
	done; fi

# Compiles every SPIR-V module `glsl_defs modules` lists (each kernel's base
# module and its variants) into $(B)/spv and splices them all into $(1).
define SPIRV
	@mkdir -p $(B)/spv
	@./$(B)/glsl_defs modules | while read k v d; do \
	  def=""; [ "$$d" = "-" ] || def="-D$$d"; \
	  $(GLSLC) --target-env=vulkan1.1 -O -Ishaders $$def shaders/$$k.comp -o $(B)/spv/$${k}__$$v.spv || exit 1; \
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
