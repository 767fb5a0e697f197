"""Finding a file's reader by its name's ending, from a table: only the readers a guide's files need are imported."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from audioguide.common import plugins
from audioguide.text.readers import BUILTIN_EXTENSIONS, make_reader, reader_for
from audioguide.text.readers.markdown import MarkdownReader
from audioguide.text.readers.plaintext import TextReader


@pytest.mark.parametrize("name", [name for name, _ in plugins.READERS.builtin])
def test_the_table_lists_each_built_in_reader_s_endings_as_its_class_does(name: str) -> None:
    assert BUILTIN_EXTENSIONS[name] == make_reader(name).extensions


def test_a_file_finds_its_reader_by_its_longest_ending_whatever_its_case() -> None:
    assert isinstance(reader_for(Path("guide/Chapter.MDX"), "Chapter.MDX"), MarkdownReader)
    assert isinstance(reader_for(Path("notes.text"), "notes.text"), TextReader)
    assert reader_for(Path("a.md"), "a.md") is reader_for(Path("b.md"), "b.md")


def test_reading_a_text_file_imports_no_other_reader(tmp_path: Path) -> None:
    (tmp_path / "a.txt").write_text("A Title\n\nSome words to read.\n", encoding="utf-8")
    program = (
        "import sys\n"
        "from pathlib import Path\n"
        "from audioguide.text.readers import reader_for\n"
        f"reading = reader_for(Path('a.txt'), 'a.txt').read(Path({str(tmp_path / 'a.txt')!r}).read_bytes(), 'a.txt')\n"
        "print(reading.blocks[0].text, sorted(m for m in sys.modules if m.startswith('audioguide.text.readers.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", program], capture_output=True, text=True, check=True)
    assert done.stdout == "A Title ['audioguide.text.readers._shared', 'audioguide.text.readers.plaintext']\n"
