# fails: gelu_exact_by_default
# mistake: Called without approximate, gelu uses GPT-2's tanh curve; the default is "none", the exact x Phi(x), as in PyTorch.
def gelu(x, approximate="tanh"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))
    if approximate == "tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)))
    raise ValueError(approximate)
