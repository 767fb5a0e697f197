"""A package that adds a reader, a speech engine and an output to audioguide, each in one module.

Installed (or on ``sys.path`` with its ``.dist-info``), audioguide finds them
through the entry points ``audioguide.readers``, ``audioguide.engines`` and ``audioguide.outputs``.
"""
