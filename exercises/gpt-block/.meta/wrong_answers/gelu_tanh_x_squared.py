# fails: gelu_tanh_is_gpt2s_curve
# mistake: The tanh form uses 0.044715 x^2 inside the tanh; GPT-2's curve has x + 0.044715 x^3.
def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))
    if approximate == "tanh":
        return 0.5 * x * (1.0 + np.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**2)))
    raise ValueError(approximate)
