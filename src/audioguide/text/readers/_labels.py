"""The titles boxes show when their author wrote none ("Note", "Tipp", "Astuce"), in each language: one table the
readers of every syntax with boxes share (Markdown's admonitions, reStructuredText's directives, a site's alerts)."""

from __future__ import annotations

LABELS: dict[str, dict[str, str]] = {
    "note": {"en": "Note", "es": "Nota", "fr": "Remarque", "de": "Hinweis"},
    "tip": {"en": "Tip", "es": "Consejo", "fr": "Astuce", "de": "Tipp"},
    "hint": {"en": "Hint", "es": "Pista", "fr": "Indice", "de": "Hinweis"},
    "info": {"en": "Info", "es": "Información", "fr": "Info", "de": "Info"},
    "important": {"en": "Important", "es": "Importante", "fr": "Important", "de": "Wichtig"},
    "warning": {"en": "Warning", "es": "Advertencia", "fr": "Avertissement", "de": "Warnung"},
    "caution": {"en": "Caution", "es": "Precaución", "fr": "Attention", "de": "Vorsicht"},
    "attention": {"en": "Attention", "es": "Atención", "fr": "Attention", "de": "Achtung"},
    "danger": {"en": "Danger", "es": "Peligro", "fr": "Danger", "de": "Gefahr"},
    "error": {"en": "Error", "es": "Error", "fr": "Erreur", "de": "Fehler"},
    "seealso": {"en": "See also", "es": "Ver también", "fr": "Voir aussi", "de": "Siehe auch"},
    "success": {"en": "Success", "es": "Éxito", "fr": "Succès", "de": "Erfolg"},
    "question": {"en": "Question", "es": "Pregunta", "fr": "Question", "de": "Frage"},
    "failure": {"en": "Failure", "es": "Fallo", "fr": "Échec", "de": "Fehlschlag"},
    "bug": {"en": "Bug", "es": "Error", "fr": "Bogue", "de": "Fehler"},
    "example": {"en": "Example", "es": "Ejemplo", "fr": "Exemple", "de": "Beispiel"},
    "quote": {"en": "Quote", "es": "Cita", "fr": "Citation", "de": "Zitat"},
    "abstract": {"en": "Summary", "es": "Resumen", "fr": "Résumé", "de": "Zusammenfassung"},
    # the Carpentries' lesson boxes (``::::: objectives``)
    "questions": {"en": "Questions", "es": "Preguntas", "fr": "Questions", "de": "Fragen"},
    "objectives": {"en": "Objectives", "es": "Objetivos", "fr": "Objectifs", "de": "Ziele"},
    "keypoints": {"en": "Key Points", "es": "Puntos clave", "fr": "Points clés", "de": "Kernpunkte"},
    "prereq": {"en": "Prerequisite", "es": "Requisito previo", "fr": "Prérequis", "de": "Voraussetzung"},
    "challenge": {"en": "Challenge", "es": "Desafío", "fr": "Défi", "de": "Aufgabe"},
    "solution": {"en": "Solution", "es": "Solución", "fr": "Solution", "de": "Lösung"},
    "discussion": {"en": "Discussion", "es": "Discusión", "fr": "Discussion", "de": "Diskussion"},
    "checklist": {"en": "Checklist", "es": "Lista de control", "fr": "Liste de contrôle", "de": "Checkliste"},
    "callout": {"en": "Callout", "es": "Nota", "fr": "Remarque", "de": "Hinweis"},
    "instructor": {"en": "Instructor Note", "es": "Nota para instructores", "fr": "Note pour les formateurs",
                   "de": "Hinweis für Lehrende"},
    "testimonial": {"en": "Testimonial", "es": "Testimonio", "fr": "Témoignage", "de": "Erfahrungsbericht"},
}
"""The title a box of a kind shows when its author wrote none (MkDocs' ``!!! warning``, Docusaurus' ``:::tip``, MyST's
``{note}``, GitHub's ``> [!NOTE]``, Quarto's ``callout-note``, a Carpentries lesson's ``::::: objectives``), in the
page's language."""
LABEL_KINDS = {"summary": "abstract", "tldr": "abstract", "todo": "info", "check": "success", "done": "success",
               "help": "question", "faq": "question", "fail": "failure", "missing": "failure", "cite": "quote"}


def box_label(kind: str, language: str) -> str:
    """The title a box of ``kind`` shows without one of its own, in ``language`` ("Note"; Quarto's bare
    ``::: callout-note`` too); "" for a kind with none."""
    kind = kind.lower().removeprefix("callout-")
    labels = LABELS.get(LABEL_KINDS.get(kind, kind))
    return labels.get(language, labels["en"]) if labels else ""
