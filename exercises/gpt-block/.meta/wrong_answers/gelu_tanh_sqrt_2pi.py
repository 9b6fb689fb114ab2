# fails: gelu_tanh_is_gpt2s_curve
# mistake: The tanh form scales by sqrt(2 pi) instead of sqrt(2 / pi).
def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))
    if approximate == "tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 * math.pi) * (x + 0.044715 * x**3)))
    raise ValueError(approximate)
