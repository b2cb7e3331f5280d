import { useEffect, useState } from 'react';

/** SPEC §4: no geolocation at all, a browser that will not say, or the browser's own permission state. */
export type GeolocationPermission = 'unsupported' | 'unknown' | PermissionState;

const initialState = (): GeolocationPermission =>
  typeof navigator !== 'undefined' && navigator.geolocation ? 'unknown' : 'unsupported';

/** The geolocation permission, kept in sync when the person changes it in the browser. */
export function useGeolocationPermission(): GeolocationPermission {
  const [permission, setPermission] = useState<GeolocationPermission>(initialState);

  useEffect(() => {
    if (!navigator.geolocation || !navigator.permissions?.query) return;
    let status: PermissionStatus | undefined;
    let active = true;
    const onChange = () => {
      if (status) setPermission(status.state);
    };
    navigator.permissions.query({ name: 'geolocation' }).then(
      (answer) => {
        if (!active) return;
        status = answer;
        setPermission(answer.state);
        answer.addEventListener('change', onChange);
      },
      () => {
        if (active) setPermission('unknown');
      },
    );
    return () => {
      active = false;
      status?.removeEventListener('change', onChange);
    };
  }, []);

  return permission;
}
