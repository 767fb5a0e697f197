from audioguide.text.readers.plaintext import TextReader


def test_a_mail_s_quote_after_prompts_is_read_and_a_doctest_is_code() -> None:
    # a mailing-list archive as text: ``literal`` makes it reStructuredText, its ">>>" quote is still prose
    text = ("Re: Release plan\n\nUse ``pip install`` to get it.\n\n>>> On Monday, Anna wrote:\n"
            ">>> We should ship the release on Friday.\n\nI agree with Anna, Friday works.\n\n"
            ">>> for n in range(2):\n...     print(n)\n0\n1\n\n>>> print 'old'\nold\n")
    reading = TextReader().read(text.encode(), "notes.txt")
    assert [b.text for b in reading.blocks] == [
        "Re: Release plan", "Use pip install to get it.",
        ">>> On Monday, Anna wrote: >>> We should ship the release on Friday.", "I agree with Anna, Friday works."]
    assert [(s.line, s.what) for s in reading.skipped] == [(10, "code block"), (15, "code block")]
