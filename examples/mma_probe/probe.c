/* Probe: decode attention on a Q4 cache through the GPU's matrix units
   (attn_mma.comp) or the same structure without them (-DEMU), timed with
   GPU timestamps and checked against an f64 reference. Not part of kvq:
   it answers whether cooperative matrices move the Q4 kernel (PERF.md).
   usage: [PROBE_NQ=n] probe SPV_MAIN SPV_MERGE B L SPLITS REPS [check]
   (n queries per sequence: modules built with ROWS = 4 n); a module whose
   name has "emu" / "EMU" is the emulated one, "f16kv" / "f16sh" (any case) an
   F16 one; "layout" (layout.comp, other arguments ignored) prints the
   matrices' element layouts; "q8" a module of 8-bit codes (attn_direct.comp
   -DQ8), "e4m3" / "q8s" of E4M3 / signed 8-bit codes with a scale a group
   (-DE4M3, -DQ8S); "cm2" a GL_NV_cooperative_matrix2 module (attn_cm2.comp: VK_KHR_cooperative_matrix,
   VK_NV_cooperative_matrix2 and buffer device addresses enabled, the sizes the device lists printed;
   PROBE_DUMP=1 prints the first partials and outputs); "i8" a module of 8-bit integer products (the int8
   features are enabled; "layout_i8": layout_i8.comp). The names are matched in the file name, not the directory's. With
   check, a relative RMS error above 5e-3 (a wrong layout, not f16
   rounding: 1e-5 to 1e-3) exits with 3. */
#include <vulkan/vulkan.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define VKC(x) do { VkResult r_ = (x); if (r_ != VK_SUCCESS) { fprintf(stderr, "%s:%d %s = %d\n", __FILE__, __LINE__, #x, r_); exit(1); } } while (0)
static VkDevice dev;
static VkPhysicalDevice pd;
static VkQueue queue;
static uint32_t qfam;
static VkCommandPool pool;
static int stats_on;
static int g_cm2; /* a module of GL_NV_cooperative_matrix2 ("cm2" in its name): buffers with device addresses */

static float h2f(uint16_t h)
{
    uint32_t s = (h >> 15) & 1, e = (h >> 10) & 31, m = h & 1023;
    float v = e == 0 ? ldexpf((float)m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexpf((float)(m | 1024), (int)e - 25);
    return s ? -v : v;
}
static uint16_t f2h(float f) /* round to nearest even, normal range only (as used here) */
{
    uint32_t u;
    memcpy(&u, &f, 4);
    uint32_t s = (u >> 16) & 0x8000u, e = (u >> 23) & 255u, m = u & 0x7fffffu;
    if (e < 103) return (uint16_t)s;
    if (e < 113) { /* subnormal f16 */
        float a = fabsf(f) * 16777216.0f;
        return (uint16_t)(s | (uint32_t)lrintf(a));
    }
    uint32_t h = ((e - 112) << 10) | (m >> 13), rest = m & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1u))) h++;
    return (uint16_t)(s | h);
}
static double e4m3_value(uint32_t c) /* OCP E4M3: bias 7, subnormals, no inf (S.1111.111, NaN, is not generated) */
{
    const uint32_t e = (c >> 3) & 15u, m = c & 7u;
    const double v = e == 0 ? ldexp((double)m, -9) : ldexp((double)(8u + m), (int)e - 10);
    return (c & 0x80u) ? -v : v;
}
/* Element j of a cache row (K or V) as the probe's modules define it, in f64 */
static int g_f16kv, g_q8, g_e4m3, g_q8s;
static double cache_value(const uint32_t *codes, const uint32_t *params, size_t row, uint32_t j)
{
    const uint32_t code = g_q8 ? (codes[row * 32 + j / 4] >> (8 * (j % 4))) & 255u : (codes[row * 16 + j / 8] >> (4 * (j % 8))) & 15u;
    const uint32_t pw = params[row * 4 + j / 32];
    if (g_f16kv) return h2f(((const uint16_t *)codes)[row * 128 + j]);
    if (g_e4m3) return e4m3_value(code) * h2f((uint16_t)pw);
    if (g_q8s) return (double)(int8_t)code * h2f((uint16_t)pw);
    return (double)code * h2f((uint16_t)pw) + h2f((uint16_t)(pw >> 16));
}
static uint32_t rng = 12345u;
static uint32_t rnd(void) { rng ^= rng << 13; rng ^= rng >> 17; rng ^= rng << 5; return rng; }
static float frnd(void) { return (float)(rnd() >> 8) / 16777216.0f; }

typedef struct { VkBuffer b; VkDeviceMemory m; VkDeviceSize size; } buf;
static uint32_t memtype(uint32_t bits, VkMemoryPropertyFlags want)
{
    VkPhysicalDeviceMemoryProperties mp;
    uint32_t i;
    vkGetPhysicalDeviceMemoryProperties(pd, &mp);
    for (i = 0; i < mp.memoryTypeCount; i++)
        if ((bits & (1u << i)) && (mp.memoryTypes[i].propertyFlags & want) == want) return i;
    fprintf(stderr, "no memory type\n");
    exit(1);
}
static buf mkbuf(VkDeviceSize size, VkMemoryPropertyFlags want)
{
    buf x;
    VkBufferCreateInfo bi = {VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO};
    VkMemoryRequirements mr;
    VkMemoryAllocateInfo ai = {VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO};
    VkMemoryAllocateFlagsInfo af = {VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_FLAGS_INFO};
    bi.size = size;
    bi.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT |
               (g_cm2 ? VK_BUFFER_USAGE_SHADER_DEVICE_ADDRESS_BIT : 0u);
    VKC(vkCreateBuffer(dev, &bi, NULL, &x.b));
    vkGetBufferMemoryRequirements(dev, x.b, &mr);
    if (g_cm2) { af.flags = VK_MEMORY_ALLOCATE_DEVICE_ADDRESS_BIT; ai.pNext = &af; }
    ai.allocationSize = mr.size;
    ai.memoryTypeIndex = memtype(mr.memoryTypeBits, want);
    VKC(vkAllocateMemory(dev, &ai, NULL, &x.m));
    VKC(vkBindBufferMemory(dev, x.b, x.m, 0));
    x.size = size;
    return x;
}
static VkCommandBuffer cmd_begin(void)
{
    VkCommandBufferAllocateInfo ai = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO};
    VkCommandBufferBeginInfo bi = {VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO};
    VkCommandBuffer cb;
    ai.commandPool = pool;
    ai.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    ai.commandBufferCount = 1;
    VKC(vkAllocateCommandBuffers(dev, &ai, &cb));
    VKC(vkBeginCommandBuffer(cb, &bi));
    return cb;
}
static void cmd_submit(VkCommandBuffer cb)
{
    VkSubmitInfo si = {VK_STRUCTURE_TYPE_SUBMIT_INFO};
    VKC(vkEndCommandBuffer(cb));
    si.commandBufferCount = 1;
    si.pCommandBuffers = &cb;
    VKC(vkQueueSubmit(queue, 1, &si, VK_NULL_HANDLE));
    VKC(vkQueueWaitIdle(queue));
    vkFreeCommandBuffers(dev, pool, 1, &cb);
}
/* host <-> device through a staging buffer in chunks */
static void xfer(buf *d, void *host, VkDeviceSize size, int up)
{
    const VkDeviceSize chunk = 64u << 20;
    buf st = mkbuf(chunk, VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT);
    void *map;
    VkDeviceSize off;
    VKC(vkMapMemory(dev, st.m, 0, chunk, 0, &map));
    for (off = 0; off < size; off += chunk) {
        VkDeviceSize n = size - off < chunk ? size - off : chunk;
        VkBufferCopy c = {0, 0, n};
        VkCommandBuffer cb = cmd_begin();
        if (up) { memcpy(map, (char *)host + off, n); c.dstOffset = off; vkCmdCopyBuffer(cb, st.b, d->b, 1, &c); }
        else { c.srcOffset = off; vkCmdCopyBuffer(cb, d->b, st.b, 1, &c); }
        cmd_submit(cb);
        if (!up) memcpy((char *)host + off, map, n);
    }
    vkUnmapMemory(dev, st.m);
    vkDestroyBuffer(dev, st.b, NULL);
    vkFreeMemory(dev, st.m, NULL);
}
static void *readfile(const char *p, size_t *n)
{
    FILE *f = fopen(p, "rb");
    void *d;
    if (!f) { perror(p); exit(1); }
    fseek(f, 0, SEEK_END); *n = (size_t)ftell(f); fseek(f, 0, SEEK_SET);
    d = malloc(*n);
    if (fread(d, 1, *n, f) != *n) exit(1);
    fclose(f);
    return d;
}
typedef struct { VkPipeline p; VkPipelineLayout pl; VkDescriptorSetLayout dl; VkDescriptorSet ds; } pipe;
static pipe mkpipe(const char *spv, uint32_t nb, buf **bs, uint32_t pcsize)
{
    pipe x;
    size_t n;
    uint32_t *code = (uint32_t *)readfile(spv, &n), i;
    VkShaderModuleCreateInfo mi = {VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO};
    VkShaderModule sm;
    VkDescriptorSetLayoutBinding b[8];
    VkDescriptorSetLayoutCreateInfo dli = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO};
    VkPushConstantRange pr = {VK_SHADER_STAGE_COMPUTE_BIT, 0, pcsize};
    VkPipelineLayoutCreateInfo pli = {VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO};
    VkComputePipelineCreateInfo ci = {VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO};
    VkDescriptorPoolSize ps = {VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, 8};
    VkDescriptorPoolCreateInfo dpi = {VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO};
    VkDescriptorPool dp;
    VkDescriptorSetAllocateInfo dai = {VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO};
    VkDescriptorBufferInfo bi[8];
    VkWriteDescriptorSet wr[8];
    mi.codeSize = n;
    mi.pCode = code;
    VKC(vkCreateShaderModule(dev, &mi, NULL, &sm));
    for (i = 0; i < nb; i++) {
        memset(&b[i], 0, sizeof b[i]);
        b[i].binding = i; b[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; b[i].descriptorCount = 1; b[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    dli.bindingCount = nb; dli.pBindings = b;
    VKC(vkCreateDescriptorSetLayout(dev, &dli, NULL, &x.dl));
    pli.setLayoutCount = 1; pli.pSetLayouts = &x.dl; pli.pushConstantRangeCount = 1; pli.pPushConstantRanges = &pr;
    VKC(vkCreatePipelineLayout(dev, &pli, NULL, &x.pl));
    ci.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    ci.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT; ci.stage.module = sm; ci.stage.pName = "main";
    ci.layout = x.pl;
    if (stats_on) ci.flags = VK_PIPELINE_CREATE_CAPTURE_STATISTICS_BIT_KHR;
    VKC(vkCreateComputePipelines(dev, VK_NULL_HANDLE, 1, &ci, NULL, &x.p));
    if (stats_on) {
        PFN_vkGetPipelineExecutableStatisticsKHR gs = (PFN_vkGetPipelineExecutableStatisticsKHR)vkGetDeviceProcAddr(dev, "vkGetPipelineExecutableStatisticsKHR");
        VkPipelineExecutableInfoKHR ei = {VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_INFO_KHR};
        VkPipelineExecutableStatisticKHR st[32];
        uint32_t ns = 32, k;
        for (k = 0; k < 32; k++) { memset(&st[k], 0, sizeof st[k]); st[k].sType = VK_STRUCTURE_TYPE_PIPELINE_EXECUTABLE_STATISTIC_KHR; }
        ei.pipeline = x.p;
        if (gs && gs(dev, &ei, &ns, st) >= 0) {
            printf("  %s:", spv);
            for (k = 0; k < ns; k++)
                if (st[k].format == VK_PIPELINE_EXECUTABLE_STATISTIC_FORMAT_UINT64_KHR) printf(" %s=%llu;", st[k].name, (unsigned long long)st[k].value.u64);
            printf("\n");
        }
    }
    dpi.maxSets = 1; dpi.poolSizeCount = 1; dpi.pPoolSizes = &ps;
    VKC(vkCreateDescriptorPool(dev, &dpi, NULL, &dp));
    dai.descriptorPool = dp; dai.descriptorSetCount = 1; dai.pSetLayouts = &x.dl;
    VKC(vkAllocateDescriptorSets(dev, &dai, &x.ds));
    for (i = 0; i < nb; i++) {
        bi[i].buffer = bs[i]->b; bi[i].offset = 0; bi[i].range = VK_WHOLE_SIZE;
        memset(&wr[i], 0, sizeof wr[i]);
        wr[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET; wr[i].dstSet = x.ds; wr[i].dstBinding = i;
        wr[i].descriptorCount = 1; wr[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER; wr[i].pBufferInfo = &bi[i];
    }
    vkUpdateDescriptorSets(dev, nb, wr, 0, NULL);
    return x;
}
/* The layout modules: spv with its nb buffers, one workgroup, waited for. */
static void run_once(const char *spv, uint32_t nb, buf **bs)
{
    pipe pl = mkpipe(spv, nb, bs, 4);
    VkCommandBuffer cb = cmd_begin();
    vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl.p);
    vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pl.pl, 0, 1, &pl.ds, 0, NULL);
    vkCmdDispatch(cb, 1, 1, 1);
    cmd_submit(cb);
}
static int cmpd(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return x < y ? -1 : x > y; }

int main(int argc, char **argv)
{
    const uint32_t Hkv = 8, Hq = 32, D = 128;
    uint32_t B, L, S, reps, check, i, j, rep, nq;
    int mma, f16kv, q8, e4m3, q8s, failed = 0;
    size_t rowb;
    const char *name;
    if (argc < 7) { fprintf(stderr, "usage: probe SPV_MAIN SPV_MERGE B L SPLITS REPS [check]\n"); return 2; }
    name = strrchr(argv[1], '/') ? strrchr(argv[1], '/') + 1 : argv[1];
    mma = !strstr(name, "EMU") && !strstr(name, "emu");
    g_cm2 = strstr(name, "cm2") != NULL;
    f16kv = strstr(name, "F16KV") || strstr(name, "f16kv") || strstr(name, "F16SH") || strstr(name, "f16sh");
    e4m3 = strstr(name, "e4m3") != NULL; /* E4M3 codes, one scale a group (attn_direct.comp -DE4M3) */
    q8s = strstr(name, "q8s") != NULL; /* signed 8-bit codes, one scale a group (attn_direct.comp -DQ8S) */
    q8 = e4m3 || strstr(name, "q8") != NULL; /* 8-bit codes (attn_direct.comp -DQ8; q8s too) */
    rowb = f16kv ? 256 : q8 ? 128 : 64; /* bytes of codes per row */
    g_f16kv = f16kv; g_q8 = q8; g_e4m3 = e4m3; g_q8s = q8s;
    nq = getenv("PROBE_NQ") ? (uint32_t)atoi(getenv("PROBE_NQ")) : 1u; /* queries per sequence: the module's ROWS / 4 */
    B = (uint32_t)atoi(argv[3]); L = (uint32_t)atoi(argv[4]); S = (uint32_t)atoi(argv[5]); reps = (uint32_t)atoi(argv[6]);
    check = argc > 7;
    if (L % S || (L / S) % 64) { fprintf(stderr, "L / SPLITS must be a multiple of 64\n"); return 2; }
    {
        VkApplicationInfo app = {VK_STRUCTURE_TYPE_APPLICATION_INFO};
        VkInstanceCreateInfo ii = {VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO};
        const char *layer = "VK_LAYER_KHRONOS_validation";
        VkInstance inst;
        uint32_t n = 8, nqf = 16;
        VkPhysicalDevice pds[8];
        VkQueueFamilyProperties qp[16];
        VkPhysicalDeviceProperties props;
        app.apiVersion = VK_API_VERSION_1_3;
        ii.pApplicationInfo = &app;
        if (getenv("PROBE_VALIDATION")) { ii.enabledLayerCount = 1; ii.ppEnabledLayerNames = &layer; }
        VKC(vkCreateInstance(&ii, NULL, &inst));
        VKC(vkEnumeratePhysicalDevices(inst, &n, pds));
        pd = pds[getenv("PROBE_DEV") ? atoi(getenv("PROBE_DEV")) : 0];
        vkGetPhysicalDeviceProperties(pd, &props);
        printf("device: %s, %s module\n", props.deviceName, mma ? "cooperative-matrix" : "emulated");
        vkGetPhysicalDeviceQueueFamilyProperties(pd, &nqf, qp);
        for (qfam = 0; qfam < nqf && !(qp[qfam].queueFlags & VK_QUEUE_COMPUTE_BIT); qfam++) {}
        {
            float prio = 1.0f;
            VkDeviceQueueCreateInfo qi = {VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO};
            VkPhysicalDeviceCooperativeMatrixFeaturesNV cm = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_COOPERATIVE_MATRIX_FEATURES_NV};
            VkPhysicalDeviceVulkan12Features f12 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_2_FEATURES};
            VkPhysicalDeviceVulkan13Features f13 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_3_FEATURES};
            VkPhysicalDeviceVulkan11Features f11 = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_VULKAN_1_1_FEATURES};
            VkDeviceCreateInfo di = {VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO};
            const char *exts[4];
            /* GL_NV_cooperative_matrix2's modules: VK_KHR_cooperative_matrix and VK_NV_cooperative_matrix2 (their
               structures are newer than some headers: written out here) */
            struct { VkStructureType sType; void *pNext; VkBool32 cooperativeMatrix, robust; } cmk = {(VkStructureType)1000506000};
            struct { VkStructureType sType; void *pNext; VkBool32 f[7]; } cm2 = {(VkStructureType)1000593000};
            uint32_t next = 0;
            VkPhysicalDevicePipelineExecutablePropertiesFeaturesKHR pe = {VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_PIPELINE_EXECUTABLE_PROPERTIES_FEATURES_KHR};
            VkCommandPoolCreateInfo pi = {VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO};
            qi.queueFamilyIndex = qfam; qi.queueCount = 1; qi.pQueuePriorities = &prio;
            f11.storageBuffer16BitAccess = VK_TRUE;
            f12.shaderFloat16 = VK_TRUE; f12.vulkanMemoryModel = VK_TRUE;
            if (strstr(name, "i8")) { f12.shaderInt8 = VK_TRUE; f12.storageBuffer8BitAccess = VK_TRUE; } /* the integer products' modules */
            f11.pNext = &f13; f13.pNext = &f12; f13.maintenance4 = VK_TRUE;
            if (g_cm2) {
                int k;
                cmk.cooperativeMatrix = VK_TRUE;
                for (k = 0; k < 7; k++) cm2.f[k] = VK_TRUE;
                cmk.pNext = &cm2;
                f12.pNext = &cmk;
                f12.bufferDeviceAddress = VK_TRUE;
                exts[next++] = "VK_KHR_cooperative_matrix";
                exts[next++] = "VK_NV_cooperative_matrix2";
            } else if (mma) {
                cm.cooperativeMatrix = VK_TRUE;
                f12.pNext = &cm;
                exts[next++] = "VK_NV_cooperative_matrix";
            }
            {
                uint32_t ne = 0, k;
                VkExtensionProperties *ep;
                vkEnumerateDeviceExtensionProperties(pd, NULL, &ne, NULL);
                ep = malloc(sizeof *ep * ne);
                vkEnumerateDeviceExtensionProperties(pd, NULL, &ne, ep);
                int has_cm = 0, has_cm2 = 0;
                for (k = 0; k < ne; k++) {
                    if (!strcmp(ep[k].extensionName, "VK_KHR_pipeline_executable_properties")) stats_on = 1;
                    if (!strcmp(ep[k].extensionName, "VK_NV_cooperative_matrix")) has_cm = 1;
                    if (!strcmp(ep[k].extensionName, "VK_NV_cooperative_matrix2")) has_cm2 = 1;
                }
                free(ep);
                if (g_cm2 && !has_cm2) {
                    fprintf(stderr, "%s has no VK_NV_cooperative_matrix2 (a \"cm2\" module needs it)\n", props.deviceName);
                    return 2;
                }
                if (mma && !has_cm) {
                    fprintf(stderr, "%s has no VK_NV_cooperative_matrix: run the emulated module (attn_emu.spv)\n", props.deviceName);
                    return 2;
                }
            }
            if (stats_on) {
                exts[next++] = "VK_KHR_pipeline_executable_properties";
                pe.pipelineExecutableInfo = VK_TRUE;
                pe.pNext = f11.pNext; f11.pNext = &pe;
            }
            di.enabledExtensionCount = next; di.ppEnabledExtensionNames = exts;
            di.pNext = &f11; di.queueCreateInfoCount = 1; di.pQueueCreateInfos = &qi;
            VKC(vkCreateDevice(pd, &di, NULL, &dev));
            vkGetDeviceQueue(dev, qfam, 0, &queue);
            pi.queueFamilyIndex = qfam;
            VKC(vkCreateCommandPool(dev, &pi, NULL, &pool));
            if (g_cm2) { /* the flexible-dimension combinations the device lists (VK_NV_cooperative_matrix2) */
                typedef struct { VkStructureType sType; void *pNext; uint32_t MG, NG, KG; int32_t A, B, C, R; VkBool32 sat; int32_t scope;
                                 uint32_t inv; } flexp;
                typedef VkResult (*flexfn)(VkPhysicalDevice, uint32_t *, flexp *);
                flexfn fp = (flexfn)vkGetInstanceProcAddr(inst, "vkGetPhysicalDeviceCooperativeMatrixFlexibleDimensionsPropertiesNV");
                flexp fx[64];
                uint32_t nf = 64, k;
                for (k = 0; k < 64; k++) { memset(&fx[k], 0, sizeof fx[k]); fx[k].sType = (VkStructureType)1000593001; }
                if (fp && fp(pd, &nf, fx) >= 0)
                    for (k = 0; k < nf; k++)
                        printf("  flexible M%u N%u K%u A%d B%d C%d R%d scope %d invocations %u\n", fx[k].MG, fx[k].NG, fx[k].KG, fx[k].A,
                               fx[k].B, fx[k].C, fx[k].R, fx[k].scope, fx[k].inv);
            }
            if (mma) {
                PFN_vkGetPhysicalDeviceCooperativeMatrixPropertiesNV gp =
                    (PFN_vkGetPhysicalDeviceCooperativeMatrixPropertiesNV)vkGetInstanceProcAddr(inst, "vkGetPhysicalDeviceCooperativeMatrixPropertiesNV");
                VkCooperativeMatrixPropertiesNV cp[32];
                uint32_t nc = 32, k;
                for (k = 0; k < 32; k++) { memset(&cp[k], 0, sizeof cp[k]); cp[k].sType = VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_NV; }
                if (gp && gp(pd, &nc, cp) >= 0)
                    for (k = 0; k < nc; k++)
                        printf("  coopmat M%u N%u K%u A%d B%d C%d D%d scope %d\n", cp[k].MSize, cp[k].NSize, cp[k].KSize, cp[k].AType, cp[k].BType,
                               cp[k].CType, cp[k].DType, cp[k].scope);
            }
        }
        if (strstr(name, "layout_i8")) { /* layout_i8.comp: the same for the 16x8x32 integer products' types */
            static int8_t l8[1536];
            static int32_t l32[131];
            buf b8 = mkbuf(sizeof l8, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT), b32 = mkbuf(sizeof l32, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT), *lb[2];
            uint32_t k;
            lb[0] = &b8; lb[1] = &b32;
            run_once(argv[1], 2, lb);
            xfer(&b8, l8, sizeof l8, 0);
            xfer(&b32, l32, sizeof l32, 0);
            printf("elements per invocation: A (i8 16x32) %d, B (i8 32x8) %d, C (i32 16x8) %d\n", l32[128], l32[129], l32[130]);
            printf("A i8 16x32: (row, column) -> invocation.element\n");
            for (k = 0; k < 512u; k++) printf("%3d.%-2d%s", l8[k], l8[512 + k], k % 32u == 31u ? "\n" : " ");
            printf("B i8 32x8: (row, column) -> invocation.element\n");
            for (k = 0; k < 256u; k++) printf("%3d.%-2d%s", l8[1024 + k], l8[1280 + k], k % 8u == 7u ? "\n" : " ");
            printf("C i32 16x8: (row, column) -> invocation.element\n");
            for (k = 0; k < 128u; k++) printf("%3d.%-2d%s", l32[k] / 16, l32[k] % 16, k % 8u == 7u ? "\n" : " ");
            return 0;
        }
        if (strstr(name, "layout")) { /* layout.comp: which (row, column) each invocation's element i is */
            static float lo[1028];
            buf bl = mkbuf(sizeof lo, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT), *lb[1];
            static const char *what[5] = {"f16 16x16 written by elements, used as B (I x B)", "f16 16x16 written by elements, used as A (A x I)",
                                          "f32 16x16 written by elements, stored", "f16 16x8 written by elements, used as B (I x B)",
                                          "f32 16x8 written by elements, stored"};
            uint32_t m, k;
            lb[0] = &bl;
            run_once(argv[1], 1, lb);
            xfer(&bl, lo, sizeof lo, 0);
            printf("elements per invocation: f16 16x16 %.0f, f32 16x16 %.0f, f16 16x8 %.0f, f32 16x8 %.0f\n", lo[1024], lo[1025], lo[1026],
                   lo[1027]);
            for (m = 0; m < 5; m++) {
                const uint32_t cols = m < 3 ? 16u : 8u, base = m < 3 ? m * 256u : 768u + (m - 3u) * 128u;
                printf("%s: (row, column) -> invocation.element\n", what[m]);
                for (k = 0; k < 16u * cols; k++)
                    printf("%3u.%u%s", (unsigned)lo[base + k] / 8u, (unsigned)lo[base + k] % 8u, k % cols == cols - 1u ? "\n" : " ");
            }
            return 0;
        }
        {
            double tsp = props.limits.timestampPeriod;
            const uint32_t pad = getenv("PROBE_PAD") ? (uint32_t)atoi(getenv("PROBE_PAD")) : 0u; /* rows between (sequence, head) regions */
            const size_t rows = (size_t)B * Hkv * (L + pad);
            uint32_t *kc = malloc(rows * rowb), *vcd = malloc(rows * rowb), *kpp = malloc(rows * 16), *vpp = malloc(rows * 16);
            const size_t nqv = (size_t)B * nq * Hq * D; /* q and out: [B][nq][Hq][D] */
            uint16_t *qh = malloc(nqv * 2);
            float *out = malloc(nqv * 4);
            const float qamp = getenv("PROBE_QAMP") ? (float)atof(getenv("PROBE_QAMP")) : 2.0f;
            buf bk, bkp, bv, bvp, bq, bwo, bwm, bo, *mb[7], *gb[3];
            pipe pm, pg;
            VkQueryPool qpool;
            VkQueryPoolCreateInfo qpi = {VK_STRUCTURE_TYPE_QUERY_POOL_CREATE_INFO};
            double *tt = malloc(sizeof(double) * (reps + 1));
            struct { uint32_t L, split_len, n_splits, Hkv; float c2; uint32_t pad; } pc0 = {L, L / S, S, Hkv, (float)(1.4426950408889634 / sqrt(128.0)), pad};
            struct { uint32_t S, Hkv; } pc1 = {S, Hkv};
            for (i = 0; i < rows * rowb / 4; i++) { kc[i] = rnd(); vcd[i] = rnd(); }
            if (e4m3) /* no NaN codes (S.1111.111) */
                for (i = 0; i < rows * rowb / 4; i++) {
                    uint32_t k;
                    for (k = 0; k < 4; k++) {
                        if (((kc[i] >> (8 * k)) & 0x7fu) == 0x7fu) kc[i] ^= 1u << (8 * k);
                        if (((vcd[i] >> (8 * k)) & 0x7fu) == 0x7fu) vcd[i] ^= 1u << (8 * k);
                    }
                }
            if (f16kv)
                for (i = 0; i < rows * 64; i++) {
                    kc[i] = f2h(frnd() - 0.5f) | ((uint32_t)f2h(frnd() - 0.5f) << 16);
                    vcd[i] = f2h(frnd() - 0.5f) | ((uint32_t)f2h(frnd() - 0.5f) << 16);
                }
            for (i = 0; i < rows * 4; i++) { /* (scale, offset): values of a similar size for every format; no offset for E4M3 and Q8S */
                const float unit = e4m3 ? 0.5f : q8s ? 0.125f : q8 ? 0.0625f : 1.0f;
                kpp[i] = (uint32_t)f2h((0.005f + 0.05f * frnd()) * unit) | ((uint32_t)f2h(e4m3 || q8s ? 0.0f : -0.4f * frnd()) << 16);
                vpp[i] = (uint32_t)f2h((0.005f + 0.05f * frnd()) * unit) | ((uint32_t)f2h(e4m3 || q8s ? 0.0f : -0.4f * frnd()) << 16);
            }
            for (i = 0; i < nqv; i++) qh[i] = f2h(qamp * (2.0f * frnd() - 1.0f));
            bk = mkbuf(rows * rowb, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT); bv = mkbuf(rows * rowb, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            bkp = mkbuf(rows * 16, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT); bvp = mkbuf(rows * 16, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            bq = mkbuf(nqv * 2, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            bwo = mkbuf((size_t)B * Hkv * S * 4 * nq * 128 * 4, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            bwm = mkbuf((size_t)B * Hkv * S * 4 * nq * 8, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            bo = mkbuf(nqv * 4, VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT);
            xfer(&bk, kc, rows * rowb, 1); xfer(&bv, vcd, rows * rowb, 1); xfer(&bkp, kpp, rows * 16, 1); xfer(&bvp, vpp, rows * 16, 1);
            xfer(&bq, qh, nqv * 2, 1);
            mb[0] = &bk; mb[1] = &bkp; mb[2] = &bv; mb[3] = &bvp; mb[4] = &bq; mb[5] = &bwo; mb[6] = &bwm;
            gb[0] = &bwo; gb[1] = &bwm; gb[2] = &bo;
            pm = mkpipe(argv[1], 7, mb, sizeof pc0);
            pg = mkpipe(argv[2], 3, gb, sizeof pc1);
            qpi.queryType = VK_QUERY_TYPE_TIMESTAMP; qpi.queryCount = 2;
            VKC(vkCreateQueryPool(dev, &qpi, NULL, &qpool));
            for (rep = 0; rep <= reps; rep++) {
                VkCommandBuffer cb = cmd_begin();
                VkMemoryBarrier mbar = {VK_STRUCTURE_TYPE_MEMORY_BARRIER};
                uint64_t ts[2];
                mbar.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT; mbar.dstAccessMask = VK_ACCESS_SHADER_READ_BIT;
                vkCmdResetQueryPool(cb, qpool, 0, 2);
                vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_TOP_OF_PIPE_BIT, qpool, 0);
                vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pm.p);
                vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pm.pl, 0, 1, &pm.ds, 0, NULL);
                vkCmdPushConstants(cb, pm.pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof pc0, &pc0);
                vkCmdDispatch(cb, B * Hkv * S, 1, 1);
                vkCmdPipelineBarrier(cb, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT, 0, 1, &mbar, 0, NULL, 0, NULL);
                vkCmdBindPipeline(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pg.p);
                vkCmdBindDescriptorSets(cb, VK_PIPELINE_BIND_POINT_COMPUTE, pg.pl, 0, 1, &pg.ds, 0, NULL);
                vkCmdPushConstants(cb, pg.pl, VK_SHADER_STAGE_COMPUTE_BIT, 0, sizeof pc1, &pc1);
                vkCmdDispatch(cb, B * nq * Hq, 1, 1);
                vkCmdWriteTimestamp(cb, VK_PIPELINE_STAGE_BOTTOM_OF_PIPE_BIT, qpool, 1);
                cmd_submit(cb);
                VKC(vkGetQueryPoolResults(dev, qpool, 0, 2, sizeof ts, ts, 8, VK_QUERY_RESULT_64_BIT | VK_QUERY_RESULT_WAIT_BIT));
                if (rep) tt[rep - 1] = (double)(ts[1] - ts[0]) * tsp * 1e-3;
            }
            qsort(tt, reps, sizeof(double), cmpd);
            {
                const double bytes = (double)B * Hkv * L * (f16kv ? 512.0 : q8 ? 288.0 : 160.0);
                printf("B=%u L=%u n_queries=%u splits=%u: median %.1f us, best %.1f us, %.2f TB/s of cache (%.0f MiB)\n", B, L, nq, S, tt[reps / 2], tt[0],
                       bytes / (tt[reps / 2] * 1e-6) / 1e12, bytes / 1048576.0);
            }
            if (getenv("PROBE_DUMP")) { /* the first partials and outputs, as written */
                float w[8], om[32];
                uint32_t k;
                xfer(&bwm, w, sizeof w, 0);
                xfer(&bwo, om, sizeof om, 0);
                printf("wm:"); for (k = 0; k < 8; k++) printf(" %g", w[k]);
                printf("\nwo:"); for (k = 0; k < 32; k++) printf(" %g", om[k]);
                xfer(&bo, om, sizeof om, 0);
                printf("\nout:"); for (k = 0; k < 8; k++) printf(" %g", om[k]);
                printf("\n");
            }
            if (check) {
                double se = 0, sr = 0, maxe = 0;
                uint32_t b, h, qi;
                double *lg = malloc(sizeof(double) * L);
                xfer(&bo, out, nqv * 4, 0);
                for (b = 0; b < B; b++)
                    for (qi = 0; qi < nq; qi++)
                    for (h = 0; h < Hq; h++) {
                        const uint32_t vis = L - nq + qi + 1; /* causal among the queries */
                        const size_t qrow = (((size_t)b * nq + qi) * Hq + h) * D;
                        const size_t base = ((size_t)b * Hkv + h / 4) * (L + pad);
                        double mx = -INFINITY, den = 0, o[128];
                        uint32_t t;
                        for (t = 0; t < vis; t++) {
                            double a = 0;
                            for (j = 0; j < D; j++) {
                                a += h2f(qh[qrow + j]) * cache_value(kc, kpp, base + t, j);
                            }
                            lg[t] = a / sqrt(128.0);
                            if (lg[t] > mx) mx = lg[t];
                        }
                        for (j = 0; j < D; j++) o[j] = 0;
                        for (t = 0; t < vis; t++) {
                            const double p = exp(lg[t] - mx);
                            den += p;
                            for (j = 0; j < D; j++) o[j] += p * cache_value(vcd, vpp, base + t, j);
                        }
                        for (j = 0; j < D; j++) {
                            const double ref = o[j] / den, e = out[qrow + j] - ref;
                            se += e * e; sr += ref * ref;
                            if (fabs(e) > maxe) maxe = fabs(e);
                        }
                    }
                printf("check: relative RMS error %.3e, max abs error %.3e (q amplitude %.1f)%s\n", sqrt(se / sr), maxe, qamp,
                       sqrt(se / sr) > 5e-3 ? ": FAILED" : "");
                failed = !(sqrt(se / sr) <= 5e-3);
                free(lg);
            }
        }
    }
    return failed ? 3 : 0;
}
