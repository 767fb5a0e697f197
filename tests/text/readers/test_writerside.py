"""Writerside's topics: the project's variables (``%product%``) read as their values."""

from __future__ import annotations

from pathlib import Path

from audioguide.text.documents import read_with
from audioguide.text.readers import Block, Skipped

CONFIG = """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE ihp SYSTEM "https://resources.jetbrains.com/writerside/1.0/ihp.dtd">

<ihp version="2.0">
    <topics dir="topics"/>
    <vars src="v.list"/>
    <instance src="hi.tree"/>
</ihp>"""
VARIABLES = """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE vars SYSTEM "https://resources.jetbrains.com/writerside/1.0/vars.dtd">
<vars>
    <var name="product" value="Patch Manager"/>
</vars>"""
"""KSP2Community/PatchManagerDocs' ``Writerside/writerside.cfg`` and ``v.list``."""


def topic(tmp_path: Path, text: str, *, project: bool = True) -> Path:
    folder = tmp_path / "Writerside"
    (folder / "topics").mkdir(parents=True)
    if project:
        (folder / "writerside.cfg").write_text(CONFIG, encoding="utf-8")
        (folder / "v.list").write_text(VARIABLES, encoding="utf-8")
    path = folder / "topics" / "Getting-Started.md"
    path.write_text(text, encoding="utf-8")
    return path


TEXT = "# Getting Started\n\nYou are now ready to start writing patches with %product%.\n\nAsk %maintainer% first.\n"


def test_a_variable_is_its_value_and_an_unknown_one_its_name_reported(tmp_path: Path) -> None:
    reading = read_with(topic(tmp_path, TEXT), "Getting-Started.md", ())
    assert reading.blocks == [
        Block("Getting Started", 1, 1),
        Block("You are now ready to start writing patches with Patch Manager.", 3),
        Block("Ask maintainer first.", 5),
    ]
    assert reading.skipped == [
        Skipped(5, "Writerside variable %maintainer% (not in the project's v.list)", 1, said="maintainer")]


def test_outside_a_writerside_project_percent_signs_are_text(tmp_path: Path) -> None:
    reading = read_with(topic(tmp_path, TEXT, project=False), "Getting-Started.md", ())
    assert [block.text for block in reading.blocks][1:] == [
        "You are now ready to start writing patches with %product%.", "Ask %maintainer% first."]


SEMANTIC = (Path(__file__).parent / "data" / "writerside-getting-started.md").read_text(encoding="utf-8")


def test_semantic_markup_is_read_as_the_help_shows_it(tmp_path: Path) -> None:
    reading = read_with(topic(tmp_path, SEMANTIC), "Getting-Started.md", ())
    assert [(block.text, block.line) for block in reading.blocks] == [
        ("Getting Started With Patch Manager", 1),
        ("Installation via CKAN: If you already have CKAN installed and set up you can skip to step 7", 6),
        ("Step 1. Download and install CKAN from its GitHub Releases page", 8),
        ("Step 2. Open CKAN", 11),
        ("Patch Only Mod: Setting up a patch only mod is quite simple, you only need to create a mod folder with a"
         " certain structure, and fill in the values of one file", 19),
        ("swinfo.json setup: The aforementioned swinfo.json file in that above file structure has to be formatted a"
         " certain way. If you want to write it manually, you can follow the SpaceWarp documentation", 28),
        ("When you copy this though, the following fields need to be changed", 35),
        ("mod_id: This is the ID of your mod", 38),
        ("Single patch: For a single patch, you can just drop a .patch file into BepInEx/plugins", 44),
        ("You are now ready to start writing patches with Patch Manager", 48),
    ]
    assert [(item.line, item.what, item.words) for item in reading.skipped] == [
        (20, "title 'Folder Structure:' (nothing under it is read)", 2),
        (21, "code block", 3),
        (30, "code block", 4),
    ]
