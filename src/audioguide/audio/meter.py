"""Integrated loudness (ITU-R BS.1770-4) of mono PCM held in memory, without a process.

The encoder needs the assembled episode's loudness only to place its gain curve
(:mod:`audioguide.audio.loudness`), and every result it keeps is measured by
ffmpeg's meter on the encoded file. Starting ffmpeg for this one number costs
more than the measuring; pyloudnorm does it in Python but brings scipy for two
filters. So it is measured here with numpy: the K-weighting filter (libebur128's
design, for any sample rate) applied as its power response to the spectrum of
each 100 ms step, 400 ms blocks overlapping by 75 %, the absolute gate at -70
LUFS and the relative gate 10 LU under the gated mean. The filter's memory
across steps is not carried, which moves the result by hundredths of a LU for
speech.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from audioguide.common.ffmpeg import SILENCE_LUFS

if TYPE_CHECKING:  # numpy is imported when a build measures: commands that do not (script, check) start faster
    import numpy as np
    import numpy.typing as npt

_STEP_SECONDS = 0.1
_STEPS_PER_BLOCK = 4
_STEPS_AT_ONCE = 600
_RELATIVE_GATE_LU = 10.0
_OFFSET = -0.691


def integrated(pcm: bytes, rate: int) -> float:
    """BS.1770 integrated loudness, LUFS, of 16-bit mono ``pcm``; at most :data:`SILENCE_LUFS`."""
    import numpy as np

    step = round(rate * _STEP_SECONDS)
    samples = np.frombuffer(pcm, dtype="<i2")
    count = len(samples) // step
    if count < _STEPS_PER_BLOCK:
        return SILENCE_LUFS
    steps = samples[: count * step].reshape(count, step)
    weights = _k_weighting(np.fft.rfftfreq(step, 1.0 / rate).astype(np.float64), rate)
    weights[1 : (step + 1) // 2] *= 2.0  # rfft keeps one of each pair of conjugate bins
    energy = np.concatenate([  # each step's weighted sum of squares (Parseval), a minute at a time
        np.abs(np.fft.rfft(steps[start : start + _STEPS_AT_ONCE] / 32768.0, axis=1)) ** 2 @ weights / step
        for start in range(0, count, _STEPS_AT_ONCE)
    ])
    blocks = np.convolve(energy, np.ones(_STEPS_PER_BLOCK), mode="valid") / (_STEPS_PER_BLOCK * step)
    gated = blocks[blocks > _power(SILENCE_LUFS)]
    if not len(gated):
        return SILENCE_LUFS
    gated = gated[gated > _power(_loudness(float(gated.mean())) - _RELATIVE_GATE_LU)]
    return max(SILENCE_LUFS, _loudness(float(gated.mean())))


def _loudness(power: float) -> float:
    return _OFFSET + 10 * math.log10(power) if power > 0 else -math.inf


def _power(loudness: float) -> float:
    return float(10 ** ((loudness - _OFFSET) / 10))


def _k_weighting(frequencies: npt.NDArray[np.float64], rate: int) -> npt.NDArray[np.float64]:
    """The power response of BS.1770's K filter (high shelf, then high-pass) at ``frequencies``."""
    shelf = _biquad_power(_shelf(rate), frequencies, rate)
    high_pass = _biquad_power(_high_pass(rate), frequencies, rate)
    return shelf * high_pass


_Biquad = tuple[tuple[float, float, float], tuple[float, float, float]]


def _shelf(rate: int) -> _Biquad:
    gain_db, q, f0 = 3.999843853973347, 0.7071752369554196, 1681.974450955533
    k = math.tan(math.pi * f0 / rate)
    vh = 10 ** (gain_db / 20)
    vb = vh**0.4996667741545416
    a0 = 1 + k / q + k * k
    b = ((vh + vb * k / q + k * k) / a0, 2 * (k * k - vh) / a0, (vh - vb * k / q + k * k) / a0)
    return b, (1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)


def _high_pass(rate: int) -> _Biquad:
    q, f0 = 0.5003270373238773, 38.13547087602444
    k = math.tan(math.pi * f0 / rate)
    a0 = 1 + k / q + k * k
    return (1.0, -2.0, 1.0), (1.0, 2 * (k * k - 1) / a0, (1 - k / q + k * k) / a0)


def _biquad_power(
    coefficients: _Biquad, frequencies: npt.NDArray[np.float64], rate: int
) -> npt.NDArray[np.float64]:
    import numpy as np

    b, a = coefficients
    z = np.exp(-1j * 2 * np.pi * frequencies / rate)
    numerator = b[0] + b[1] * z + b[2] * z * z
    denominator = a[0] + a[1] * z + a[2] * z * z
    return np.asarray(np.abs(numerator / denominator) ** 2, dtype=np.float64)
