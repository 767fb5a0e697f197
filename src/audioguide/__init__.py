"""audioguide: turn written guides into a multilingual narrated podcast."""

__version__ = "0.1.0"

__all__ = ["__version__"]
