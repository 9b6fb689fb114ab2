# fails: gelu_any_shape
# mistake: math.erf is applied to each item of x's first axis, which is a whole row when x has two axes or more; gelu acts element by element on any shape.
def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        return np.array([0.5 * v * (1.0 + math.erf(v / math.sqrt(2.0))) for v in x])
    if approximate == "tanh":
        return np.array(
            [
                0.5 * v * (1.0 + math.tanh(math.sqrt(2.0 / math.pi) * (v + 0.044715 * v**3)))
                for v in x
            ]
        )
    raise ValueError(approximate)
