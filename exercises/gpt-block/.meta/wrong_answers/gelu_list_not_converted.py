# fails: gelu_accepts_lists
# mistake: x is used as given, so a plain list fails at x ** 3 or x / sqrt(2); the statement accepts lists (convert with np.asarray(x, dtype=float)).
def gelu(x, approximate="none"):
    if approximate == "none":
        return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))
    if approximate == "tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))
    raise ValueError(approximate)
