// ModelCompiler: see DESIGN.md. Filled in by its own change.
