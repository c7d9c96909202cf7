"""Forms: one module per concept; they only parse input, the services do the work."""
