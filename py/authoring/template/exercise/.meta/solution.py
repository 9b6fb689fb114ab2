"""Reference solution: TODO(author): the exercise's title."""

import numpy as np


# TODO(author): the reference: it must pass every check and print every example exactly.
def function_name(x: np.ndarray, scale: float = 2.0) -> np.ndarray:
    return scale * np.asarray(x, dtype=float)
