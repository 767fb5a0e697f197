"""A piece's own settings (``options:`` of an engine, a reader or an output), checked by its model.

A piece declares its settings as a pydantic model (its ``Options``) that forbids
unknown fields; the checked options, as plain JSON values with the defaults left
out, are what the piece is given and what cache keys hold. A problem is worded as
the config's own are (``length_scale: input should be greater than 0, got -1``).
"""

from __future__ import annotations

import difflib
from collections.abc import Mapping
from functools import cache
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pydantic import BaseModel, ValidationError


@cache
def no_options() -> type[BaseModel]:
    """The options of a piece that takes none (pydantic is imported when first needed)."""
    from pydantic import BaseModel, ConfigDict

    class NoOptions(BaseModel):
        model_config = ConfigDict(extra="forbid", frozen=True)

    return NoOptions


def check_options(name: str, model: type[BaseModel] | None, options: Mapping[str, Any]) -> dict[str, Any]:
    """``options`` checked by ``model`` (None: the piece takes none), as plain JSON values without the defaults.

    Raises pydantic's ValidationError, each problem located in ``options`` and worded for the user.
    """
    from pydantic import ValidationError

    model = model or no_options()
    try:
        checked = model.model_validate(dict(options))
    except ValidationError as error:
        raise worded(name, model, error) from None
    dumped: dict[str, Any] = checked.model_dump(mode="json", exclude_defaults=True)
    return dumped


def option_problems(error: ValidationError) -> list[str]:
    """``check_options``' problems as lines: ``length_scale: must be greater than 0, got -1``."""
    return [
        f"{'.'.join(str(part) for part in item['loc'])}: {item['ctx']['error'] if 'ctx' in item else item['msg']}"
        for item in error.errors(include_url=False)
    ]


def worded(name: str, model: type[BaseModel], error: ValidationError) -> ValidationError:
    """The same problems as value errors worded like the config's, so they read the same there."""
    from pydantic import ValidationError
    from pydantic_core import InitErrorDetails

    fields = model.model_fields
    known = [field_name for field_name, field in fields.items() if not field.exclude]
    details = []
    for item in error.errors(include_url=False):
        location = tuple(item["loc"])
        kind = item["type"]
        if kind == "extra_forbidden":
            close = difflib.get_close_matches(str(location[-1]), known, n=1)
            message = f"unknown option for {name}" + (f" (did you mean {close[0]!r}?)" if close else "")
            message += f"; it takes {', '.join(known)}" if known else f"; {name} takes no options"
        elif kind == "missing":
            field = fields.get(str(location[0])) if location else None
            about = f": {field.description}" if field is not None and field.description else ""
            message = f"required option is missing{about}"
        elif kind == "value_error":
            message = str(item["ctx"]["error"])
        else:
            message = f"{item['msg'][0].lower()}{item['msg'][1:]}, got {item['input']!r}"
        details.append(
            InitErrorDetails(type="value_error", loc=location, input=item["input"], ctx={"error": ValueError(message)})
        )
    return ValidationError.from_exception_data(error.title, details)
