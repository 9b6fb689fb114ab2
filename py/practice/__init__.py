"""Practice harness: loads a learner's answer, runs an exercise's checks or examples, reports.

The same package runs under CPython (terminal, tests, build) and under Pyodide (browser worker),
so it uses only the standard library and numpy.
"""

__version__ = "0.1.0"
