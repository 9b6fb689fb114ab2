# fails: gelu_leaves_its_input_unchanged
# mistake: The result is written into the caller's array x; the statement leaves x unchanged.
def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        phi = 0.5 * (1.0 + _erf(x / math.sqrt(2.0)))
    elif approximate == "tanh":
        phi = 0.5 * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))
    else:
        raise ValueError(approximate)
    x *= phi
    return x
