"""A GPT-2 block, the forward pass from token ids to logits, and next-token log-probabilities:
your answer.

Fill in the five functions. Use numpy only; do not change the input arrays or params.
From the attention exercise, paste your own softmax (with its mask) and causal_mask, or the
attention function itself: gpt2_block needs causal attention in each head. Imports between
exercises do not work, so the code has to be in this file.
"""

import math

import numpy as np

# numpy has no erf: this applies Python's math.erf to every entry of an array.
erf = np.vectorize(math.erf, otypes=[float])


def layer_norm(x: np.ndarray, g: np.ndarray, b: np.ndarray, eps: float = 1e-5) -> np.ndarray:
    """LayerNorm over the last axis.

    x: float array (..., D); g, b: float arrays (D,), the gain and the bias.
    Each row: (x - mean) / sqrt(var + eps) * g + b, var the population variance (divide by D).
    Returns a new float64 array of x's shape.
    """
    raise NotImplementedError("layer_norm is not written yet")


def gelu(x: np.ndarray, approximate: str = "none") -> np.ndarray:
    """GELU, element by element, on an array of any shape.

    approximate: "none" for 0.5 x (1 + erf(x / sqrt(2))), "tanh" for GPT-2's
    0.5 x (1 + tanh(sqrt(2 / pi) (x + 0.044715 x^3))); anything else raises ValueError.
    erf above works on arrays of any shape.
    Returns a new float64 array of x's shape.
    """
    raise NotImplementedError("gelu is not written yet")


def gpt2_block(x: np.ndarray, params: dict, num_heads: int) -> np.ndarray:
    """One pre-norm GPT-2 block: x + attn(ln_1(x)), then x + mlp(ln_2(x)).

    x: float array (..., T, D), T >= 1.
    params: dict with GPT-2's names, weights in the (in, out) layout:
        params["ln_1"]["g"], ["b"]: (D,)     params["ln_2"]["g"], ["b"]: (D,)
        params["attn"]["c_attn"]["w"]: (D, 3D), ["b"]: (3D,)   (output q | k | v)
        params["attn"]["c_proj"]["w"]: (D, D),  ["b"]: (D,)
        params["mlp"]["c_fc"]["w"]: (D, d_ff),  ["b"]: (d_ff,)
        params["mlp"]["c_proj"]["w"]: (d_ff, D), ["b"]: (D,)
    num_heads: int >= 1 dividing D (ValueError otherwise); head size hs = D / num_heads.
    Returns a new float64 array (..., T, D).
    """
    raise NotImplementedError("gpt2_block is not written yet")


def token_logprobs(logits: np.ndarray, tokens: np.ndarray) -> np.ndarray:
    """The log-probability the model gives each actual next token.

    logits: float array (..., L, V); tokens: integer array or nested lists (..., L), ids in [0, V).
    out[..., t] = log_softmax(logits[..., t, :])[tokens[..., t + 1]] for t = 0 .. L - 2.
    Returns a new float64 array (..., L - 1); L = 1 gives shape (..., 0).
    """
    raise NotImplementedError("token_logprobs is not written yet")


def gpt2_logits(tokens: np.ndarray, params: dict, num_heads: int) -> np.ndarray:
    """The whole GPT-2 forward pass, from token ids to next-token logits.

    tokens: integer array or nested lists (..., T), T >= 1, ids in [0, V).
    params: params["wte"] (V, D), params["wpe"] (n_ctx, D), params["blocks"] a list (possibly
    empty) of gpt2_block's params, params["ln_f"]["g"], ["b"] (D,).
    T > n_ctx raises ValueError. Returns a new float64 array (..., T, V): row t scores the token
    after position t.
    """
    raise NotImplementedError("gpt2_logits is not written yet")
