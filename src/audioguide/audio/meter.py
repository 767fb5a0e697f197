"""Integrated loudness (ITU-R BS.1770-4) of mono PCM, without a process of its own.

The encoder needs the assembled episode's loudness to place its gain curve
(:mod:`audioguide.audio.loudness`) and the encoded file's (MP3, and the M4B and
Opus outputs) to know it landed.
ffmpeg's EBU R128 meter (``ebur128``) costs three times what decoding the MP3
does, most of it for the loudness range and momentary figures nobody here
reads; pyloudnorm does it in Python but brings scipy for two filters. So it is
measured here with numpy: the K-weighting filter (libebur128's design, for any
sample rate) applied as its power response to the spectrum of each 100 ms
step, 400 ms blocks overlapping by 75 %, the absolute gate at -70 LUFS and the
relative gate 10 LU under the gated mean. The filter's memory across steps is
not carried, which moves the result by hundredths of a LU for speech (the tests
hold it to ffmpeg's meter). A file's true peak is ffmpeg's: its resampler to
192 kHz, as ``ebur128`` does it, in the pass that decodes the file.
"""

from __future__ import annotations

import math
import re
from pathlib import Path
from typing import TYPE_CHECKING

from audioguide.common import ffmpeg
from audioguide.common.errors import AudioError
from audioguide.common.ffmpeg import SILENCE_LUFS, Loudness, Measured

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
    meter = Meter(rate)
    meter.add(pcm)
    return meter.integrated()


class Meter:
    """The integrated loudness of 16-bit mono PCM handed over a piece at a time: a 100 ms step's energy each."""

    def __init__(self, rate: int) -> None:
        import numpy as np

        self.step = round(rate * _STEP_SECONDS)
        self._handed = 0
        self._rest = b""
        self._energy: list[npt.NDArray[np.float64]] = []
        self._weights = _k_weighting(np.fft.rfftfreq(self.step, 1.0 / rate).astype(np.float64), rate)
        self._weights[1 : (self.step + 1) // 2] *= 2.0  # rfft keeps one of each pair of conjugate bins

    def add(self, pcm: bytes) -> None:
        import numpy as np

        self._handed += len(pcm)
        data = self._rest + pcm
        count = len(data) // (2 * self.step)
        self._rest = data[count * 2 * self.step :]
        steps = np.frombuffer(data, dtype="<i2", count=count * self.step).reshape(count, self.step)
        for start in range(0, count, _STEPS_AT_ONCE):  # each step's weighted sum of squares (Parseval)
            spectra = np.fft.rfft(steps[start : start + _STEPS_AT_ONCE] / 32768.0, axis=1)
            self._energy.append(np.abs(spectra) ** 2 @ self._weights / self.step)

    @property
    def samples(self) -> int:
        """How many samples it was handed."""
        return self._handed // 2

    def integrated(self) -> float:
        """LUFS, at most :data:`SILENCE_LUFS`; the last part of a step is left out."""
        import numpy as np

        energy = np.concatenate(self._energy) if self._energy else np.zeros(0)
        if len(energy) < _STEPS_PER_BLOCK:
            return SILENCE_LUFS
        blocks = np.convolve(energy, np.ones(_STEPS_PER_BLOCK), mode="valid") / (_STEPS_PER_BLOCK * self.step)
        gated = blocks[blocks > _power(SILENCE_LUFS)]
        if not len(gated):
            return SILENCE_LUFS
        gated = gated[gated > _power(_loudness(float(gated.mean())) - _RELATIVE_GATE_LU)]
        return max(SILENCE_LUFS, _loudness(float(gated.mean())))


def measure(path: Path, rate: int) -> Measured:
    """Integrated loudness and true peak of the mono audio file ``path``, decoded at ``rate`` in one ffmpeg pass.

    The loudness is measured here on the decoded samples as they come; the
    true peak by ffmpeg at 192 kHz. Both are rounded to 0.1, as ebur128 prints
    them.
    """
    meter = Meter(rate)
    graph = (
        f"amovie={ffmpeg.graph_value(str(path))},asplit=2[peak][pcm];"
        f"[peak]aresample=192000,astats=measure_perchannel=none:measure_overall=Peak_level,anullsink;"
        f"[pcm]asetnsamples=n=65536:p=0[out0]"
    )
    arguments = ["-nostats", "-xerror", "-f", "lavfi", "-i", graph, "-ac", "1", "-ar", str(rate), "-f", "s16le", "-"]
    stderr = ffmpeg.stream(arguments, meter.add)
    peak = re.findall(r"Peak level dB: (-?[\d.]+|-inf)$", stderr, re.MULTILINE)
    if not peak:
        raise AudioError(f"ffmpeg printed no true peak for {path.name}")
    loudness = Loudness(round(meter.integrated(), 1), round(float(peak[-1]), 1))
    return Measured(loudness, meter.samples / rate)


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
