import { PanelLeftIcon } from 'lucide-react';
import { Slot } from 'radix-ui';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentProps,
  type CSSProperties,
  type ReactNode,
} from 'react';
import { cn } from '@web/lib/cn';
import { Sheet, SheetContent, SheetTitle } from './sheet';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

/** The open state survives reloads in this cookie for 7 days. */
export const sidebarCookieName = 'sidebar:state';
export const sidebarCookieMaxAge = 60 * 60 * 24 * 7;
const sidebarShortcut = 'b';
const mobileQuery = '(max-width: 767px)';

const widths = {
  '--sidebar-width': '16rem',
  '--sidebar-width-mobile': '18rem',
  '--sidebar-width-icon': '3rem',
} as CSSProperties;

function subscribeToMobile(onChange: () => void) {
  const query = window.matchMedia(mobileQuery);
  query.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
  };
}

/** True under the md breakpoint (768 px). */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribeToMobile,
    () => window.matchMedia(mobileQuery).matches,
    () => false,
  );
}

function readSidebarCookie(): boolean | undefined {
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${sidebarCookieName}=`));
  if (!entry) return undefined;
  return entry.slice(sidebarCookieName.length + 1) !== 'false';
}

interface SidebarContextValue {
  state: 'expanded' | 'collapsed';
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggleSidebar: () => void;
}

const SidebarContext = createContext<SidebarContextValue | null>(null);

export function useSidebar(): SidebarContextValue {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used within a SidebarProvider.');
  return context;
}

/**
 * A collapsible sidebar in the shadcn manner: 16rem wide, 3rem as icons when collapsed, an 18rem sheet under
 * 768 px. Ctrl or Cmd + b toggles it; the desktop state is kept in the `sidebar:state` cookie.
 */
export function SidebarProvider({
  defaultOpen = true,
  className,
  style,
  children,
  ...props
}: ComponentProps<'div'> & { defaultOpen?: boolean }) {
  const isMobile = useIsMobile();
  const [openMobile, setOpenMobile] = useState(false);
  const [open, setOpenState] = useState(() => readSidebarCookie() ?? defaultOpen);
  const openRef = useRef(open);

  const setOpen = useCallback((value: boolean) => {
    openRef.current = value;
    setOpenState(value);
    document.cookie = `${sidebarCookieName}=${value}; path=/; max-age=${sidebarCookieMaxAge}; samesite=lax`;
  }, []);

  const toggleSidebar = useCallback(() => {
    if (window.matchMedia(mobileQuery).matches) setOpenMobile((current) => !current);
    else setOpen(!openRef.current);
  }, [setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === sidebarShortcut && (event.metaKey || event.ctrlKey) && !event.altKey) {
        event.preventDefault();
        toggleSidebar();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => {
      window.removeEventListener('keydown', onKeyDown);
    };
  }, [toggleSidebar]);

  const value = useMemo<SidebarContextValue>(
    () => ({
      state: open ? 'expanded' : 'collapsed',
      open,
      setOpen,
      openMobile,
      setOpenMobile,
      isMobile,
      toggleSidebar,
    }),
    [open, setOpen, openMobile, isMobile, toggleSidebar],
  );

  return (
    <SidebarContext.Provider value={value}>
      <TooltipProvider delayDuration={0}>
        <div style={{ ...widths, ...style }} className={cn('flex min-h-dvh w-full', className)} {...props}>
          {children}
        </div>
      </TooltipProvider>
    </SidebarContext.Provider>
  );
}

export function Sidebar({
  label,
  className,
  children,
}: {
  /** Names the navigation landmark and the mobile sheet. */
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const { isMobile, state, openMobile, setOpenMobile } = useSidebar();
  if (isMobile) {
    return (
      <Sheet open={openMobile} onOpenChange={setOpenMobile}>
        <SheetContent
          side="left"
          aria-describedby={undefined}
          data-sidebar="sidebar"
          data-mobile="true"
          // Portalled out of the provider, so the widths are set here again.
          style={widths}
          className={cn('w-(--sidebar-width-mobile) max-w-[calc(100vw-2rem)] gap-0 bg-card p-0', className)}
        >
          <SheetTitle className="sr-only">{label}</SheetTitle>
          <div className="flex h-full flex-col">{children}</div>
        </SheetContent>
      </Sheet>
    );
  }
  return (
    <div
      className="group peer hidden text-card-foreground md:block"
      data-state={state}
      data-collapsible={state === 'collapsed' ? 'icon' : ''}
      data-sidebar="root"
    >
      <div className="relative w-(--sidebar-width) transition-[width] duration-200 group-data-[collapsible=icon]:w-(--sidebar-width-icon)" />
      <aside
        aria-label={label}
        data-sidebar="sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-30 flex h-dvh w-(--sidebar-width) flex-col border-r bg-card transition-[width] duration-200 group-data-[collapsible=icon]:w-(--sidebar-width-icon)',
          className,
        )}
      >
        {children}
      </aside>
    </div>
  );
}

export function SidebarTrigger({ className, label, ...props }: ComponentProps<'button'> & { label: string }) {
  const { toggleSidebar, isMobile, open, openMobile } = useSidebar();
  return (
    <button
      type="button"
      aria-label={label}
      aria-expanded={isMobile ? openMobile : open}
      aria-keyshortcuts="Control+B Meta+B"
      data-sidebar="trigger"
      onClick={toggleSidebar}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring',
        className,
      )}
      {...props}
    >
      <PanelLeftIcon className="size-5" aria-hidden="true" />
    </button>
  );
}

export function SidebarInset({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('relative flex min-w-0 flex-1 flex-col bg-background', className)} {...props} />;
}

export function SidebarHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-2 p-2', className)} {...props} />;
}

export function SidebarFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('mt-auto flex flex-col gap-2 border-t p-2', className)} {...props} />;
}

export function SidebarContent({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'flex min-h-0 flex-1 flex-col gap-2 overflow-auto p-2 group-data-[collapsible=icon]:overflow-hidden',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarGroupLabel({ className, ...props }: ComponentProps<'p'>) {
  return (
    <p
      className={cn(
        'px-2 pb-1 pt-2 text-xs font-medium text-muted-foreground group-data-[collapsible=icon]:sr-only',
        className,
      )}
      {...props}
    />
  );
}

export function SidebarMenu({ className, ...props }: ComponentProps<'ul'>) {
  return <ul className={cn('flex w-full min-w-0 flex-col gap-1', className)} {...props} />;
}

export function SidebarMenuItem({ className, ...props }: ComponentProps<'li'>) {
  return <li className={cn('relative', className)} {...props} />;
}

export function SidebarMenuButton({
  asChild = false,
  isActive = false,
  tooltip,
  className,
  ...props
}: ComponentProps<'button'> & { asChild?: boolean; isActive?: boolean; tooltip?: string }) {
  const { isMobile, state } = useSidebar();
  const Component = asChild ? Slot.Root : 'button';
  const button = (
    <Component
      data-active={isActive}
      className={cn(
        'flex h-10 w-full items-center gap-3 overflow-hidden rounded-md px-2.5 text-left text-sm font-medium outline-none transition-[width,padding] hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring data-[active=true]:bg-secondary data-[active=true]:text-secondary-foreground group-data-[collapsible=icon]:size-8 group-data-[collapsible=icon]:p-2 [&>span]:truncate [&>svg]:size-4 [&>svg]:shrink-0',
        className,
      )}
      {...props}
    />
  );
  if (!tooltip || isMobile || state === 'expanded') return button;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right" align="center">
        {tooltip}
      </TooltipContent>
    </Tooltip>
  );
}
