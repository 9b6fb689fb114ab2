# fails: gelu_finite_for_large_inputs
# mistake: tanh is written with exponentials, (e^u - e^-u) / (e^u + e^-u), which overflow to inf / inf = nan at x = +-1e4; np.tanh saturates to +-1.
def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))
    if approximate == "tanh":
        u = math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)
        return 0.5 * x * (1.0 + (np.exp(u) - np.exp(-u)) / (np.exp(u) + np.exp(-u)))
    raise ValueError(approximate)
