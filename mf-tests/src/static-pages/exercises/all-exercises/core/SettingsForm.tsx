// The settings form shown before an exercise starts (spec 3 §9 fields, Turkish labels).
import { useState, type FormEvent } from 'react';
import { settingLabel, validateSettings } from './settings';
import type { SettingField, SettingsValues } from './types';

interface Props {
  type: string;
  fields: readonly SettingField[];
  initial: SettingsValues;
  onStart: (values: SettingsValues) => void;
}

export function SettingsForm({ type, fields, initial, onStart }: Props) {
  const [raw, setRaw] = useState<Record<string, unknown>>(() => Object.fromEntries(fields.map((f) => [f.key, f.kind === 'boolean' ? initial[f.key] : String(initial[f.key])])));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = validateSettings(type, fields, raw);
    if (!r.ok) {
      setErrors(r.errors);
      const first = fields.find((f) => r.errors[f.key]);
      if (first) document.getElementById(`set-${first.key}`)?.focus();
      return;
    }
    setErrors({});
    onStart(r.values);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Egzersiz ayarları">
      <h2>Ayarlar</h2>
      <div className="ex-form">
        {fields.map((f) => {
          const id = `set-${f.key}`;
          const label = settingLabel(type, f.key);
          const err = errors[f.key];
          const described = err ? `${id}-err` : undefined;
          if (f.kind === 'boolean') {
            return (
              <div key={f.key} className="ex-field">
                {/* the whole row is the tap target (≥ 44 px on a tablet), not the 24 px box alone */}
                <label className="ex-check">
                  <input id={id} type="checkbox" checked={raw[f.key] === true} onChange={(e) => setRaw({ ...raw, [f.key]: e.target.checked })} aria-describedby={described} />
                  <span>{label}</span>
                </label>
                {err && <span id={described} className="ex-error">{err}</span>}
              </div>
            );
          }
          return (
            <div key={f.key} className="ex-field">
              <label htmlFor={id}>{label}</label>
              {f.kind === 'select' ? (
                <select id={id} value={String(raw[f.key] ?? '')} onChange={(e) => setRaw({ ...raw, [f.key]: e.target.value })} aria-invalid={!!err} aria-describedby={described}>
                  {f.options.map((o) => (
                    <option key={String(o.value)} value={String(o.value)}>
                      {o.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  id={id}
                  type={f.kind === 'number' ? 'number' : 'text'}
                  inputMode={f.kind === 'number' ? 'numeric' : undefined}
                  min={f.kind === 'number' ? f.min : undefined}
                  max={f.kind === 'number' ? f.max : undefined}
                  step={f.kind === 'number' ? (f.step ?? 1) : undefined}
                  maxLength={f.kind === 'text' ? f.maxLength : undefined}
                  value={String(raw[f.key] ?? '')}
                  onChange={(e) => setRaw({ ...raw, [f.key]: e.target.value })}
                  aria-invalid={!!err}
                  aria-describedby={described}
                />
              )}
              {err && (
                <span id={described} className="ex-error">
                  {err}
                </span>
              )}
            </div>
          );
        })}
      </div>
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="ex-error">
          Lütfen işaretli ayarları düzeltin.
        </p>
      )}
      <div className="ex-actions">
        <button type="submit" className="tp-button">
          Başla
        </button>
      </div>
    </form>
  );
}
