// Imported first by the build: React picks its development or production build when first
// loaded, so NODE_ENV must be settled before anything imports it.
process.env.NODE_ENV = process.env.BUILD_MODE === 'development' ? 'development' : 'production';
process.env.VITE_CONFIG_NATIVE_IGNORE_WARNING ??= 'true';
