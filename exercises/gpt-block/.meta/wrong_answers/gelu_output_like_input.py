# fails: gelu_returns_new_float64_arrays
# mistake: The result is allocated like x (np.empty_like), so integer inputs come back as truncated integers and float32 as float32; the statement returns float64.
def gelu(x, approximate="none"):
    x = np.asarray(x)
    if approximate not in ("none", "tanh"):
        raise ValueError(approximate)
    out = np.empty_like(x)
    xf = x.astype(float)
    if approximate == "none":
        out[...] = 0.5 * xf * (1.0 + _erf(xf / math.sqrt(2.0)))
    else:
        out[...] = 0.5 * xf * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (xf + 0.044715 * xf**3)))
    return out
