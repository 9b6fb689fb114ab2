"""Author-only tools: scaffold a new exercise and find the placeholders it still holds.

This package lives beside `practice`, not inside it, on purpose: the build ships every module of
py/practice/ to the browser (`practice.exercises.runtime_files`), and nothing here is for
learners.
"""
