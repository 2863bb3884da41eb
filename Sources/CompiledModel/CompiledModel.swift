// CompiledModel: see DESIGN.md. Filled in by its own change.
