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
