# fails: gelu_rejects_an_unknown_approximate
# mistake: Any approximate other than "tanh" gives the exact GELU; only "none" and "tanh" exist, and any other value raises ValueError.
def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))
    return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))
