"""Reference solution: LayerNorm, GELU, a pre-norm GPT-2 block, the whole forward pass from
token ids to logits, and the log-probability of each next token."""

import math

import numpy as np

# numpy has no erf; math.erf is exact to the last bit or two and vectorises fine.
_erf = np.vectorize(math.erf, otypes=[float])


def layer_norm(x, g, b, eps=1e-5):
    x = np.asarray(x, dtype=float)
    g = np.asarray(g, dtype=float)
    b = np.asarray(b, dtype=float)
    # Each row (the last axis) has its own mean and variance; keepdims lets them broadcast back.
    mu = x.mean(axis=-1, keepdims=True)
    # Two passes: the deviations first, then their mean square. E[x^2] - E[x]^2 subtracts two
    # numbers near 1e16 when the row sits at 1e8, and the difference is lost to rounding.
    dev = x - mu
    var = (dev * dev).mean(axis=-1, keepdims=True)  # population variance: divide by d
    # eps inside the square root: a constant row (var = 0) gives dev = 0, so the output is b.
    return dev / np.sqrt(var + eps) * g + b


def gelu(x, approximate="none"):
    x = np.asarray(x, dtype=float)
    if approximate == "none":
        # x * Phi(x), Phi the standard normal CDF: erf takes x / sqrt(2).
        return 0.5 * x * (1.0 + _erf(x / math.sqrt(2.0)))
    if approximate == "tanh":
        # GPT-2's curve. np.tanh saturates to +-1 without overflow, so x = +-1e4 gives x and -0.
        inner = math.sqrt(2.0 / math.pi) * (x + 0.044715 * x**3)
        return 0.5 * x * (1.0 + np.tanh(inner))
    raise ValueError(f"approximate must be 'none' or 'tanh', got {approximate!r}")


def _causal_attention(q, k, v):
    """Causal scaled dot-product attention over (..., H, T, hs): query t sees keys 0..t."""
    T, hs = q.shape[-2], q.shape[-1]
    scores = q @ np.swapaxes(k, -1, -2) / math.sqrt(hs)
    allowed = np.tril(np.ones((T, T), dtype=bool))
    # A future key is excluded exactly: exp(-inf) is 0. Every query may see itself, so each
    # row has a finite maximum to subtract.
    scores = np.where(allowed, scores, -np.inf)
    weights = np.exp(scores - scores.max(axis=-1, keepdims=True))
    weights /= weights.sum(axis=-1, keepdims=True)
    return weights @ v


def _linear(x, layer):
    """x @ w + b, with w in GPT-2's (in, out) layout."""
    return x @ np.asarray(layer["w"], dtype=float) + np.asarray(layer["b"], dtype=float)


def gpt2_block(x, params, num_heads):
    x = np.asarray(x, dtype=float)
    d = x.shape[-1]
    if num_heads < 1 or d % num_heads:
        raise ValueError(f"num_heads = {num_heads} must be at least 1 and divide d = {d}")
    hs = d // num_heads

    # Attention sub-block, with LayerNorm at its input (pre-norm).
    a = layer_norm(x, params["ln_1"]["g"], params["ln_1"]["b"])
    qkv = _linear(a, params["attn"]["c_attn"])
    q, k, v = qkv[..., :d], qkv[..., d : 2 * d], qkv[..., 2 * d :]  # q | k | v

    def heads(m):
        # (..., T, d) -> (..., H, T, hs): head h owns the contiguous columns h*hs .. (h+1)*hs-1.
        return np.swapaxes(m.reshape(*m.shape[:-1], num_heads, hs), -2, -3)

    y = _causal_attention(heads(q), heads(k), heads(v))
    y = np.swapaxes(y, -2, -3).reshape(x.shape)  # heads concatenated back, in order
    x = x + _linear(y, params["attn"]["c_proj"])  # the residual adds to x, not to ln_1(x)

    # MLP sub-block, normalised at its input too, reading the x the attention left.
    m = layer_norm(x, params["ln_2"]["g"], params["ln_2"]["b"])
    h = gelu(_linear(m, params["mlp"]["c_fc"]), approximate="tanh")  # GPT-2's GELU
    return x + _linear(h, params["mlp"]["c_proj"])


def token_logprobs(logits, tokens):
    logits = np.asarray(logits, dtype=float)
    tokens = np.asarray(tokens)
    # Position t's logits score the token at t + 1: drop the last position's logits and the
    # first token.
    z = logits[..., :-1, :]
    nxt = tokens[..., 1:]
    # A stable log-softmax: the log-sum-exp computed from the row's maximum.
    top = z.max(axis=-1, keepdims=True)
    lse = top + np.log(np.exp(z - top).sum(axis=-1, keepdims=True))
    picked = np.take_along_axis(z, nxt[..., None], axis=-1)
    return (picked - lse)[..., 0]


def gpt2_logits(tokens, params, num_heads):
    tokens = np.asarray(tokens)
    wte = np.asarray(params["wte"], dtype=float)
    wpe = np.asarray(params["wpe"], dtype=float)
    T = tokens.shape[-1]
    # wpe[:T] would quietly return fewer rows (and broadcast one row when n_ctx = 1).
    if T > wpe.shape[0]:
        raise ValueError(f"{T} tokens do not fit the context of {wpe.shape[0]} positions")
    x = wte[tokens] + wpe[:T]  # token embedding plus the embedding of positions 0 .. T-1
    for block in params["blocks"]:  # in list order
        x = gpt2_block(x, block, num_heads)
    x = layer_norm(x, params["ln_f"]["g"], params["ln_f"]["b"])  # once, after the last block
    # Tied unembedding: the token embedding matrix itself, (V, D), used transposed.
    return x @ wte.T
