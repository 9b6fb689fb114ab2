"""Checks for "TODO(author): the exercise's title".

Inputs are written out here; expected values were computed once from the reference solution and
pasted in as data. This file is served to browsers, so it must never contain or import the
reference solution. Expected arrays are tuples so learner code cannot edit them in place.
"""

import numpy as np

from practice.checking import CheckContext, Suite

# TODO(author): every function the learner writes, with its parameter names in order.
suite = Suite({"function_name": ("x", "scale")}, optional=("scale",))


def _arr(data: object, dtype: object = float) -> np.ndarray:
    return np.array(data, dtype=dtype)


# TODO(author): one check per property, named for it; the docstring's first line is what the
# learner reads. Say in a comment why the inputs were chosen (what wrong formula they rule out).


@suite.check
def scales_by_default_factor(t: CheckContext) -> None:
    """function_name multiplies every value by 2 when no scale is given."""
    got = t.call("function_name", _arr([1.0, -0.5, 3.0]))
    t.expect_array(got, (2.0, -1.0, 6.0))


@suite.check
def uses_the_scale_argument(t: CheckContext) -> None:
    """function_name uses the scale it is given, for any shape."""
    got = t.call("function_name", _arr([[1.0, 2.0], [3.0, 4.0]]), scale=0.25)
    t.expect_array(got, ((0.25, 0.5), (0.75, 1.0)))
