// kvq_variant.glsl: what the compile-time variants of a module declare
// (kvq.h's KVQ__VARIANT_LIST; the Makefile compiles each with its define).

#ifdef KVQ_DENORM_PRESERVE
// Keep f32 subnormals in arithmetic (NVIDIA flushes them unless asked), so
// that codes and values near FLT_MIN match the CPU. Only for devices that
// report shaderDenormPreserveFloat32: capability DenormPreserve (4464),
// execution mode DenormPreserve (4459) for 32-bit floats.
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4464], 4459, 32);
#endif

#ifdef KVQ_F16_ARITH
// cache_read's products of exact f16 values in f16 arithmetic (cache_read.comp's F16A): Float16, and
// round to nearest even for 16-bit floats (SPV_KHR_float_controls: capability RoundingModeRTE 4467,
// execution mode RoundingModeRTE 4462 for 16-bit floats). Only for devices with shaderFloat16 and
// shaderRoundingModeRTEFloat16.
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_spirv_intrinsics : require
spirv_execution_mode(extensions = ["SPV_KHR_float_controls"], capabilities = [4467], 4462, 16);
#endif

#ifdef KVQ_INT_DOT
// q.k of integer codes as dot products of 4 x 8-bit integers packed in
// 32-bit words (SPV_KHR_integer_dot_product: capabilities
// DotProductInput4x8BitPacked 6018 and DotProduct 6019; OpSDotKHR 4450,
// OpSUDotKHR 4452 with the first operand signed, the second unsigned;
// packed vector format 0 = 4 x 8 bit). Only for devices with
// shaderIntegerDotProduct; the module is also the subgroup one.
#define KVQ_SUBGROUP
#extension GL_EXT_spirv_intrinsics : require
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6018, 6019], id = 4450)
int kvq_sdot4(uint a, uint b, spirv_literal uint packed_format);
spirv_instruction(extensions = ["SPV_KHR_integer_dot_product"], capabilities = [6018, 6019], id = 4452)
int kvq_sudot4(uint a, uint b, spirv_literal uint packed_format);
#endif

#ifdef KVQ_MMA_EMU
// KVQ_PRECISION_F16's attention with the products written out (any
// device): the same module as KVQ_MMA otherwise (attn_mma.glsl), but for
// the f16-pair decode of some formats (it decodes in f32: no Float16).
#define KVQ_MMA
#elif defined(KVQ_MMA)
// KVQ_PRECISION_F16's attention on the matrix units: 16x16x16 f16 products
// summed in f32 at subgroup scope (SPV_NV_cooperative_matrix; also Float16
// and the Vulkan memory model). Only for devices that offer that shape
// with subgroups of 32 (attn_mma.glsl).
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_KHR_shader_subgroup_basic : require
#endif

#ifdef KVQ_DIRECT_EMU
// KVQ_PRECISION_F16's decode attention with the codes decoded into the
// matrices' elements (attn_direct.glsl), the products and shuffles written
// out through shared memory (any device with f16 arithmetic; lavapipe
// tests it).
#define KVQ_DIRECT
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#elif defined(KVQ_DIRECT)
// The same on the matrix units: 16x16x16 and 16x8x16 f16 products summed
// in f32 at subgroup scope (SPV_NV_cooperative_matrix, Float16, the Vulkan
// memory model), subgroup shuffles; only for devices with subgroups of 32
// whose matrices' element layout kvq.h found to be the one
// attn_direct.glsl assumes (attn_layout.comp).
#extension GL_NV_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_KHR_shader_subgroup_shuffle : require
#endif
